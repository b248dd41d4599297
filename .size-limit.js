// The budget of the first screen (issue 9): the JavaScript that /login downloads, gzip; the issue's
// target is 130 KB. Issue 9's web passes took zod, imask, @mantine/form, TanStack Query, the data
// router and the other languages' API messages out of it (235 kB → 150 kB), then Mantine itself: the
// login is drawn in plain HTML and CSS (app/plain) and Mantine, its stylesheet and the notices come
// with every other screen (app/MantineRoot.tsx) (150 kB → 121 kB); issue 13 left the features' API messages
// to the signed-in bundle (122 → 119 kB); the chat, the last sidebar area to get its screen, ended the
// placeholder routes and with them the role matrix (packages/shared permissions) in the route table
// (119.8 → 118.5 kB); issue 22's early reads of the player (app/session/early.ts: the class's active path and the
// path asked as the page starts) took 0.5 kB of that room (→ 118.97 kB). The first render as a transition (main.tsx, issue 22:
// the phone's longest task cut) took 13 B, paid back by StrictMode's element kept to development builds (→ 118.996 kB). Issue 26's three attendance routes (one lazy
// chunk for the three) cost 148 B, paid back and more by the settings page's texts moving from the shell's namespace to
// the users feature's (→ 118.90 kB). What is left is react-dom (~65 KB gzip), react-router (~14), i18next (~16) and the
// app's own code and texts. The limit is the size reached with a little room: a ratchet, to be lowered,
// never raised (bench/README.md, Lighthouse).
//
// The files are read from the build's manifest (apps/web/dist/.vite/manifest.json): the entry
// (index.html's script and every chunk it imports), the login screen's chunk (the lazy route of
// features/auth/routes.tsx) with its imports, and the Portuguese texts (the default language's bundle,
// downloaded before the first render). Dynamic imports that /login does not follow are left out.
import { existsSync, readFileSync } from 'node:fs';

const MANIFEST = 'apps/web/dist/.vite/manifest.json';
if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run \`npm run build\` first`);
/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));

const LOGIN_ROUTE = ['index.html', 'src/features/auth/components/LoginPage.tsx', 'src/i18n/bundles/pt.ts'];

/** @param {string} key @param {Set<string>} files */
function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in ${MANIFEST}: update .size-limit.js`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const loginFiles = new Set();
for (const key of LOGIN_ROUTE) collect(key, loginFiles);

// Issue 10: the player's JavaScript (with its texts) on top of the signed-in app shell (the entry, the signed-in
// part, the shell, the features' API messages and the shell's own texts), and each game's on top of the player (a
// game's code loads only when its content is opened). The budgets: player 60 KB, each game 30 KB.
// Issue 22: each feature's texts are their own chunk (src/i18n/featureTexts.ts), no longer all in the shell.
const SHELL = [
  ...LOGIN_ROUTE,
  'src/app/MantineRoot.tsx',
  'src/app/routing/SignedIn.tsx',
  'src/app/layout/AppLayout.tsx',
  'virtual:messages/pt/features',
  'src/i18n/featureTexts.ts',
  'src/app/offline/i18n/pt.json',
];
const shellFiles = new Set();
for (const key of SHELL) collect(key, shellFiles);
const playerFiles = new Set();
for (const key of [
  'src/features/player/components/PlayerPage.tsx',
  'src/features/player/i18n/pt.json',
  'src/features/player/games/i18n/pt.json',
])
  collect(key, playerFiles);
const onTop = (files, base) => [...files].filter((file) => !base.has(file)).map((file) => `apps/web/dist/${file}`);
const GAMES = {
  Forca: 'hangman/Hangman.tsx',
  Memória: 'memory/Memory.tsx',
  Labirinto: 'maze/Maze.tsx',
  'Ligue os pontos': 'connect-dots/ConnectDots.tsx',
  'Quebra-cabeça': 'puzzle/Puzzle.tsx',
  Quiz: 'quiz/Quiz.tsx',
  'Verdadeiro ou falso': 'true-false/TrueFalse.tsx',
  'Grupos de imagens': 'image-groups/ImageGroups.tsx',
  'Complete a frase': 'complete-phrase/CompletePhrase.tsx',
  'Quiz de imagens': 'image-quiz/ImageQuiz.tsx',
};
const playerAndShell = new Set([...shellFiles, ...playerFiles]);
const gameEntries = Object.entries(GAMES).map(([name, file]) => ({
  name: `Game ${name} on top of the player, gzip`,
  path: onTop(collect(`src/features/player/games/${file}`, new Set()), playerAndShell),
  gzip: true,
  limit: '30 kB',
}));

export default [
  {
    name: 'JavaScript of the login route (/login), gzip',
    path: [...loginFiles].map((file) => `apps/web/dist/${file}`),
    gzip: true,
    limit: '119 kB',
  },
  {
    // Issue 22: what every signed-in screen waits for before its own chunk (the login route's files included).
    name: 'JavaScript of the signed-in shell, gzip',
    path: [...shellFiles].map((file) => `apps/web/dist/${file}`),
    gzip: true,
    limit: '183 kB',
  },
  {
    // The page itself, with the first frame of a signed-in page (apps/web/src/app/firstFrame) and the entry's
    // stylesheet written into it (apps/web/vite.config.ts), drawn before any of the app's script arrives.
    name: 'index.html with the first frame and the base stylesheet, gzip',
    path: ['apps/web/dist/index.html'],
    gzip: true,
    limit: '4 kB',
  },
  {
    name: 'The player (/plataforma) on top of the signed-in shell, gzip',
    path: onTop(playerFiles, shellFiles),
    gzip: true,
    // What the shell stopped carrying for every page (Mantine's inputs, the confirmation, with the Professor's class
    // switch, now a chunk of its own) and the player still uses counts here since: the player's whole page went from
    // 235 to 226 kB.
    limit: '66 kB',
  },
  ...gameEntries,
];
