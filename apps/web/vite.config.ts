import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { tsImport } from 'tsx/esm/api';

// The API the dev server proxies to; API_URL overrides it (e.g. another port).
const API = process.env.API_URL ?? 'http://localhost:3000';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`, level 9) copy beside every text file of
 * the build of 1 KB or more, once, at build time: the API sends them as they are (`preCompressed` of
 * @fastify/static in apps/api/src/plugins/web.ts) instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < 1024) return;
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

const MESSAGES_MODULE = 'virtual:messages/';
const SHARED_MESSAGES = path.resolve(import.meta.dirname, '../../packages/shared/src/common/messages.ts');

/**
 * `virtual:messages/<language>` and `virtual:messages/<language>/features`: the API's message catalogue
 * in one language, as a JSON object built at build time from packages/shared (`messagesIn`): the
 * foundation's messages for the first screen, the features' with the signed-in screens' texts. The
 * catalogue's module holds every language in each entry, so importing it would put all three in each
 * language's chunk.
 */
export function messageCatalogue(): Plugin {
  return {
    name: 'portal:messages',
    resolveId(id) {
      return id.startsWith(MESSAGES_MODULE) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${MESSAGES_MODULE}`)) return undefined;
      const [language = '', part] = id.slice(MESSAGES_MODULE.length + 1).split('/');
      const shared = (await tsImport(SHARED_MESSAGES, import.meta.url)) as typeof import('../../packages/shared/src/common/messages');
      if (!(shared.LANGUAGES as readonly string[]).includes(language)) throw new Error(`${id}: unknown language`);
      // tsImport caches nothing across calls in watch mode: the shared files are watched for a rebuild.
      for (const file of [
        'common/messages.ts',
        'organisation/organisation.messages.ts',
        'users/users.messages.ts',
        'curriculum/curriculum.messages.ts',
        'class-lessons/class-lessons.messages.ts',
        'player/player.messages.ts',
        'activities/activities.messages.ts',
        'reports/reports.messages.ts',
        'calendar/calendar.messages.ts',
        'news/news.messages.ts',
        'forum/forum.messages.ts',
        'support/support.messages.ts',
        'chat/chat.messages.ts',
        'attendance/attendance.messages.ts',
        'guardians/guardians.messages.ts',
      ]) {
        this.addWatchFile(path.resolve(import.meta.dirname, '../../packages/shared/src', file));
      }
      return `export default ${JSON.stringify(shared.messagesIn(language as 'pt', part === 'features' ? 'features' : 'core'))};`;
    },
  };
}

const FIRST_FRAME = 'src/app/firstFrame/index.ts';
/** index.html without the first frame, for the signed-out pages. */
const SIGNED_OUT_PAGE = 'signed-out.html';
/** The signed-in shell's modules with a stylesheet, in the order the app applies them. */
const SHELL_WITH_CSS = ['/src/app/MantineRoot.tsx', '/src/app/layout/AppLayout.tsx'];
/** The first frame's script in the built index.html (the API allows it by its hash: apps/api/src/plugins/web.ts). */
const INLINE_FRAME = /<script data-shell-css="[^"]*">[\s\S]*?<\/script>\s*/;

/** The first frame's code as one classic script: no import, no module wrapper, nothing left in the page's scope. */
async function firstFrameScript(root: string): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.resolve(root, FIRST_FRAME)],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text.trim() ?? '';
  if (!code || /<\/script/i.test(code)) throw new Error(`${FIRST_FRAME}: its built code is empty or would close its <script>`);
  return code;
}

/**
 * The first frame of a signed-in page (src/app/firstFrame) written into index.html itself, as a script at the start of
 * its body, and the entry's small stylesheet as a <style>: the frame is drawn as soon as the page's few bytes have
 * arrived. Vite joins index.html's module scripts into one entry, which runs only once the app's ~250 KB have arrived;
 * a module of its own (how the frame came until now) still waited for its download among the app's preloads, a
 * second on a phone's slow link (bench/README.md, seventh pass). In development the frame is a module as before.
 */
function firstFrameInline(): Plugin {
  let root = import.meta.dirname;
  return {
    name: 'portal:first-frame',
    configResolved(config) {
      root = config.root;
    },
    // /login's page without the frame's script (apps/api/src/plugins/web.ts serves it there): nothing to draw there.
    async writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const signedOut = html.replace(INLINE_FRAME, '');
      if (signedOut === html) throw new Error("index.html: the first frame's script is missing");
      await writeFile(path.join(outDir, SIGNED_OUT_PAGE), signedOut);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) {
          const appScript = html.indexOf('<script type="module"');
          return `${html.slice(0, appScript)}<script type="module" src="/${FIRST_FRAME}"></script>\n    ${html.slice(appScript)}`;
        }
        const outputs = Object.values(bundle);
        // The shell's stylesheets (Mantine's, the layout's), which the frame applies at once on a signed-in page.
        const shellCss = SHELL_WITH_CSS.flatMap((module) => {
          const chunk = outputs.find((output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(module));
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`) : [];
        });
        if (shellCss.length < SHELL_WITH_CSS.length) throw new Error(`The build lacks the stylesheets of ${SHELL_WITH_CSS.join(', ')}`);
        // The entry's stylesheet (the sign-in's look, the page's base): a few KB, in the page instead of a
        // render-blocking request that the frame's script would wait for.
        const withStyle = html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/, (_tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`index.html names ${file}, which the build lacks`);
          return `<style>${String(asset.source).trim()}</style>`;
        });
        if (withStyle === html) throw new Error("index.html: the entry's stylesheet is missing");
        const code = await firstFrameScript(root);
        const frame = `<script data-shell-css="${shellCss.join(' ')}">${code}</script>`;
        if (!withStyle.includes('<div id="root"></div>')) throw new Error('index.html: #root is missing');
        // A function, so that no `$` of the code is read as a replacement pattern.
        const page = withStyle.replace('<div id="root"></div>', () => `<div id="root"></div>\n    ${frame}`);
        if (!page.includes(frame)) throw new Error("index.html: the first frame's code was not written as it is");
        return page;
      },
    },
  };
}

/**
 * The installable app (issue 28): the web app manifest and a service worker (Workbox, through vite-plugin-pwa) that
 * keeps the app's code and its page, so a reload without the network opens the portal; the player keeps its own
 * data (src/app/offline). The staff's two largest chunks (the rich text editor, the report charts) are left to the
 * network. A new version waits for the next start (`prompt`: features/player/offline/serviceWorker.ts says so).
 */
const installableApp = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'Portal Escolar',
      short_name: 'Portal Escolar',
      description: 'Portal Escolar',
      lang: 'pt-BR',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#3b5bdb',
      background_color: '#f8f9fa',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['**/RichTextInput-*.js', '**/ReportChart-*.js', 'signed-out.html'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//],
      cleanupOutdatedCaches: true,
      // The pictures the player kept for offline use (src/app/offline/deviceCopies.ts): from the network while there
      // is one, from the kept copy without.
      // (Workbox tests a pattern against the whole address, so no anchor.)
      runtimeCaching: [
        { urlPattern: /\/uploads\//, handler: 'NetworkFirst', options: { cacheName: 'portal-pictures' } },
        // The player's records and chapter evaluations sent without the network are also kept by the service worker
        // and sent again by it when the browser has the network back (Background Sync), even with no portal tab open.
        // The page keeps its own queue too (features/player/api/outbox.ts): the server counts a record sent twice once.
        // One queue for both, sent again in the order they were made.
        {
          urlPattern: /\/api\/plataforma\/(progresso|avaliacao)$/,
          method: 'POST',
          handler: 'NetworkOnly',
          options: { backgroundSync: { name: 'portal-player-records', options: { maxRetentionTime: 7 * 24 * 60 } } },
        },
      ],
    },
  });

/**
 * React Router's package names only its development build in its exports (remix-run/react-router#14102, open): its
 * warnings and checks ran on every render of the signed-in screens, about 0.2 s of a slowed phone's first page. The
 * build takes its production build, which the package ships beside it.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** React's own hook instead of the shim that hands it back (src/app/vendor/useSyncExternalStoreShim.ts). */
const SYNC_EXTERNAL_STORE_SHIM = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: path.resolve(import.meta.dirname, 'src/app/vendor/useSyncExternalStoreShim.ts'),
};

/**
 * Mantine modules of the shell that import a whole library for one small part, given a vendor shim of that part (in
 * src/app/vendor) instead: the ScrollArea's floating-ui (one hook) and the AppShell's react-remove-scroll (two class
 * names). Every other importer gets the library itself.
 */
const MANTINE_SHIMS: Array<{ importer: RegExp; source: string; shim: string }> = [
  {
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    source: '@floating-ui/react',
    shim: 'src/app/vendor/scrollAreaMergeRefs.ts',
  },
  {
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/]/,
    source: 'react-remove-scroll',
    shim: 'src/app/vendor/appShellRemoveScroll.ts',
  },
];
function mantineWithoutWholeLibraries(): Plugin {
  return {
    name: 'portal:mantine-without-whole-libraries',
    enforce: 'pre',
    resolveId(source, importer) {
      const shim = importer && MANTINE_SHIMS.find((entry) => entry.source === source && entry.importer.test(importer))?.shim;
      return shim ? path.resolve(import.meta.dirname, shim) : undefined;
    },
  };
}

/**
 * `@mantine/notifications/store`: the notices' store alone (`notifications.show`, `useNotifications`), which the shell
 * imports; the package's index also brings the toaster (its components and transitions, ~14 kB), which the shell
 * loads only when a first notice is raised (app/MantineRoot.tsx). The toaster imports this same file.
 */
export const NOTIFICATIONS_STORE = {
  find: /^@mantine\/notifications\/store$/,
  replacement: path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/notifications')), '../esm/notifications.store.mjs'),
};

export default defineConfig(({ command }) => ({
  plugins: [mantineWithoutWholeLibraries(), react(), firstFrameInline(), installableApp(), precompress(), messageCatalogue()],
  resolve: {
    alias: [
      SYNC_EXTERNAL_STORE_SHIM,
      NOTIFICATIONS_STORE,
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // dist/.vite/manifest.json: which chunks each screen loads, for the size budget (.size-limit.js).
    // Never served (a dot directory: @fastify/static answers 404).
    manifest: true,
    rolldownOptions: {
      // Shared chunks up to 50 kB (a Mantine component, a hook) are inlined into the chunks that use
      // them: /home downloads 18 files instead of 77, which matters on HTTP/1.1 (6 connections per
      // host) and a phone's latency, for a little duplicated code. Measured (bench/README.md,
      // Lighthouse): 12 kB gave /home 26 files, 284 kB and a score of 88; 50 kB 18 files, 276 kB, 90.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 50_000 } },
        // A feature's texts (src/i18n/featureTexts.ts) named by their namespace and language: 'texts-calendar-pt'.
        chunkFileNames: (chunk) => {
          const texts = /\/([^/]+)\/i18n\/(\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
          return texts ? `assets/texts-${texts[1]}-${texts[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/uploads': { target: API, changeOrigin: true },
      '/socket.io': { target: API, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/uploads': { target: API, changeOrigin: true },
    },
  },
}));
