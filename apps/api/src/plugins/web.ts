import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Brand } from '@portal/shared/system';
import { AppError } from '../lib/app-error';
import { type BrandedPage, brandedPages, sendBrandedPage } from './branded-pages';

async function isFile(full: string): Promise<boolean> {
  try {
    return (await stat(full)).isFile();
  } catch {
    return false;
  }
}

/** Hashed file names (Vite's `assets/`) never change content: cached for a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files (favicon…): kept, but revalidated on every use (ETag, 304). */
const REVALIDATE = 'no-cache';

/** The signed-in shell every screen but the login draws in (routes.tsx), with the default language's texts. */
const SIGNED_IN_SHELL = [
  'src/app/MantineRoot.tsx',
  'src/app/routing/SignedIn.tsx',
  'src/app/layout/AppLayout.tsx',
  'src/i18n/bundles/pt.ts',
  'virtual:messages/pt/features',
  'src/i18n/featureTexts.ts',
  'src/app/offline/i18n/pt.json',
];

/** A feature's texts in the default language (apps/web/src/i18n/featureTexts.ts: one chunk per feature and language). */
const textsOf = (feature: string) => `src/features/${feature}/i18n/pt.json`;

/**
 * The first screens a visit usually starts on (the login, and every screen a student opens in a day), with
 * the source modules (keys of the build's `.vite/manifest.json`) that their route loads after the entry: sent
 * as `Link` preloads beside index.html, so the browser fetches them together with the entry instead of after
 * running it. The texts preloaded are Portuguese, the default language (another language is fetched as before).
 * `plataforma/*` is any item of the player (`/plataforma/{codTrlConteudo}`).
 */
const FIRST_SCREENS: Record<string, string[]> = {
  login: ['src/features/auth/components/LoginPage.tsx', 'src/i18n/bundles/pt.ts'],
  home: [...SIGNED_IN_SHELL, 'src/features/home/components/HomePage.tsx', textsOf('home')],
  plataforma: [...SIGNED_IN_SHELL, 'src/features/player/components/PlayerPage.tsx', textsOf('player'), textsOf('player/games')],
  'plataforma/*': [...SIGNED_IN_SHELL, 'src/features/player/components/PlayerPage.tsx', textsOf('player'), textsOf('player/games')],
  'atividade/visualizarQuestoes': [
    ...SIGNED_IN_SHELL,
    'src/features/activities/components/student/StudentActivitiesPage.tsx',
    textsOf('activities'),
  ],
  'chat/listar': [...SIGNED_IN_SHELL, 'src/features/chat/components/ChatPage.tsx', textsOf('chat')],
  'calendario/listar': [...SIGNED_IN_SHELL, 'src/features/calendar/components/CalendarPage.tsx', textsOf('calendar')],
};

/** The key of FIRST_SCREENS for an address (without its leading /). */
function firstScreenOf(wanted: string): string {
  const address = wanted.replace(/\/$/, '');
  return /^plataforma\/\d+$/.test(address) ? 'plataforma/*' : address;
}

/**
 * The sign-in and the root (a redirect to it) get index.html without the first frame of a signed-in page
 * (apps/web/src/app/firstFrame: a script that draws the shell before the app arrives), which has nothing to draw there.
 */
const SIGNED_OUT_PAGES = new Set(['', 'login']);
const SIGNED_OUT_PAGE = 'signed-out.html';

/**
 * The sources a page's policy must allow for index.html's inline scripts (the first frame, written into the page by
 * the build: apps/web/vite.config.ts), by their hashes: the document's policy (plugins/security.ts) allows only
 * the server's own files.
 */
async function inlineScriptSources(distDir: string): Promise<string[]> {
  let html: string;
  try {
    html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}

/** The policy with `sources` added to its scripts' (helmet's `script-src 'self'`); the same policy if none. */
export function allowingScripts(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  const withSources = policy.replace(
    /(^|;)script-src ([^;]*)/,
    (_, start: string, own: string) => `${start}script-src ${own} ${sources.join(' ')}`,
  );
  return withSources === policy ? `${policy};script-src 'self' ${sources.join(' ')}` : withSources;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** Path (without its leading /) -> the Link header of its preloads; none without a manifest. */
async function firstScreenPreloads(distDir: string): Promise<Map<string, string>> {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return new Map();
  }
  const collect = (key: string, files: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, files);
    return files;
  };
  // What index.html already names (the entry, its static imports, its CSS) is not repeated.
  const inHtml = collect('index.html', new Set());
  const preloads = new Map<string, string>();
  for (const [screen, keys] of Object.entries(FIRST_SCREENS)) {
    const files = new Set<string>();
    for (const key of keys) collect(key, files);
    const links = [...files]
      .filter((file) => !inHtml.has(file))
      // `crossorigin` on the style preloads: Vite adds the screen's CSS with `crossorigin`, and a preload
      // of another credentials mode is not used (the file would be downloaded twice).
      .map((file) => (file.endsWith('.css') ? `</${file}>; rel=preload; as=style; crossorigin` : `</${file}>; rel=modulepreload`));
    if (links.length > 0) preloads.set(screen, links.join(', '));
  }
  return preloads;
}

/**
 * Serves the built web app: its files, and index.html for every other path so the client router
 * draws the screen (including its own 404 page). Unknown `/api/...` paths answer the JSON 404.
 *
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file (vite.config.ts):
 * `preCompressed` sends the best one the browser accepts (with `Vary: accept-encoding`), so nothing
 * is compressed per request here (`compress: false`: no on-the-fly pass over these files).
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string | undefined; brand: Brand }) => {
    // `serve: false`: only `reply.sendFile`, so every route stays ours and declares itself public.
    await app.register(fastifyStatic, { root: opts.distDir ?? process.cwd(), serve: false, preCompressed: true });
    const preloads = opts.distDir ? await firstScreenPreloads(opts.distDir) : new Map<string, string>();
    const hasSignedOutPage = opts.distDir ? await isFile(path.join(opts.distDir, SIGNED_OUT_PAGE)) : false;
    const frameSources = opts.distDir ? await inlineScriptSources(opts.distDir) : [];
    // Under another brand than the default, the pages with the brand written into them.
    const branded = opts.distDir
      ? await brandedPages(opts.distDir, opts.brand, ['index.html', SIGNED_OUT_PAGE])
      : new Map<string, BrandedPage>();
    /** A file of the build as it is, or the page with the brand written into it. */
    const send = (request: FastifyRequest, reply: FastifyReply, file: string, distDir: string) => {
      const brandedPage = branded.get(file);
      // `cacheControl: false`: otherwise sendFile writes its own `max-age=0` over this route's header.
      return brandedPage ? sendBrandedPage(request, reply, brandedPage) : reply.sendFile(file, distDir, { cacheControl: false });
    };
    // The policy the security hook set, with the first frame's script allowed: computed once per policy seen.
    const policies = new Map<string, string>();
    const allowFrame = (reply: FastifyReply) => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy !== 'string') return;
      let allowing = policies.get(policy);
      if (allowing === undefined) policies.set(policy, (allowing = allowingScripts(policy, frameSources)));
      reply.header('content-security-policy', allowing);
    };

    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/*',
        { config: { public: true }, compress: false, schema: { hide: true, params: z.object({ '*': z.string() }) } },
        async (request, reply) => {
          const wanted = request.params['*'];
          const distDir = opts.distDir;
          if (wanted.startsWith('api/') || wanted === 'api' || !distDir) throw new AppError(404, 'ROUTE_NOT_FOUND');
          const full = path.resolve(distDir, wanted);
          // Dot directories and files (the build's `.vite/manifest.json`) are never sent.
          const hidden = wanted.split('/').some((part) => part.startsWith('.'));
          if (wanted && !hidden && full.startsWith(distDir + path.sep) && (await isFile(full))) {
            reply.header('cache-control', wanted.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
            // The service worker keeps /index.html as fetched, headers included, and opens every page from it.
            if (wanted === 'index.html') allowFrame(reply);
            return send(request, reply, wanted, distDir);
          }
          reply.header('cache-control', REVALIDATE);
          const links = preloads.get(firstScreenOf(wanted));
          if (links) reply.header('link', links);
          const page = SIGNED_OUT_PAGES.has(wanted.replace(/\/$/, '')) && hasSignedOutPage ? SIGNED_OUT_PAGE : 'index.html';
          if (page === 'index.html') allowFrame(reply);
          return send(request, reply.type('text/html'), page, distDir);
        },
      );
  },
  { name: 'static' },
);
