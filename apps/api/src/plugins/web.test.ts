import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { testAppOptions, throwawayDatabase } from '../test/build-app';

/** A small built web app as Vite leaves it: hashed assets, index.html, each text file with its .br and .gz. */
/** The first frame's code, written into index.html by the build (apps/web/vite.config.ts). */
const FIRST_FRAME_CODE = 'document.body.append(document.createElement("div"));';
const FIRST_FRAME_SCRIPT = `<script data-shell-css="/assets/MantineRoot-Qr78.css">${FIRST_FRAME_CODE}</script>`;
const SIGNED_OUT = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- filler -->'.repeat(80)}</body></html>`;
/** index.html names the first frame of a signed-in page (apps/web/src/app/firstFrame); signed-out.html does not. */
const INDEX = SIGNED_OUT.replace('<div id="root"></div>', `<div id="root"></div>${FIRST_FRAME_SCRIPT}`);
const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `texto ${i}`))};\n`;
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';
/** The build's manifest: the entry, and the login screen's chunk sharing the entry's runtime. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Ab12Cd34.js', isEntry: true, imports: ['_runtime.js'], css: ['assets/index-Ef56.css'] },
  '_runtime.js': { file: 'assets/runtime-Gh78.js' },
  'src/features/auth/components/LoginPage.tsx': {
    file: 'assets/LoginPage-Ij90.js',
    imports: ['_runtime.js', '_mask.js'],
    css: ['assets/LoginPage-Kl12.css'],
  },
  '_mask.js': { file: 'assets/mask-Mn34.js' },
  'src/i18n/bundles/pt.ts': { file: 'assets/pt-Op56.js', imports: ['_runtime.js'] },
};

let database: Database;
let dropDatabase: () => Promise<void>;
let app: FastifyInstance;
let distDir: string;
let uploadsDir: string;

async function writeWithCompressed(file: string, content: string): Promise<void> {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'portal-dist-'));
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'portal-uploads-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeWithCompressed(path.join(distDir, 'index.html'), INDEX);
  await writeWithCompressed(path.join(distDir, 'signed-out.html'), SIGNED_OUT);
  await writeWithCompressed(path.join(distDir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  await writeFile(path.join(distDir, 'favicon.svg'), FAVICON);
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  ({ database, drop: dropDatabase } = await throwawayDatabase());
  app = await buildApp({ ...testAppOptions(database, uploadsDir), webDistDir: distDir });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await dropDatabase();
  await rm(distDir, { recursive: true, force: true });
  await rm(uploadsDir, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
}

/** The body as the browser reads it, after undoing the content-encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

describe('the built web app', () => {
  it('sends a hashed asset brotli-compressed from the build, cached for a year as immutable', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(SCRIPT);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/assets/index-Ab12Cd34.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends index.html compressed and revalidated on every visit (no-cache), also for a client route', async () => {
    for (const url of ['/index.html', '/home', '/usuario/listar', '/login', '/']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      // The sign-in and the root get the page without the signed-in shell's first frame.
      expect(decoded(res), url).toBe(['/login', '/'].includes(url) ? SIGNED_OUT : INDEX);
    }
  });

  it("allows the first frame's inline script by its hash on the signed-in pages, and no other inline script", async () => {
    const hash = `'sha256-${createHash('sha256').update(FIRST_FRAME_CODE).digest('base64')}'`;
    // /index.html itself too: the service worker keeps it, with its headers, for every page it opens.
    for (const url of ['/home', '/calendario/listar', '/plataforma/12', '/index.html']) {
      const policy = (await get(url, 'br')).headers['content-security-policy'];
      expect(policy, url).toContain(`script-src 'self' ${hash}`);
      expect(String(policy).match(/script-src [^;]*/)?.[0], url).toBe(`script-src 'self' ${hash}`);
    }
    for (const url of ['/login', '/', '/favicon.svg']) {
      const policy = (await get(url, 'br')).headers['content-security-policy'];
      expect(String(policy).match(/script-src [^;]*/)?.[0], url).toBe("script-src 'self'");
    }
  });

  it('sends an unhashed file without a compressed copy as it is, revalidated', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(FAVICON);
  });

  it('lets the browser fetch the login screen’s chunks with the entry (Link preloads), and only for /login', async () => {
    const login = await get('/login', 'br');
    expect(login.headers.link).toBe(
      [
        '</assets/LoginPage-Ij90.js>; rel=modulepreload',
        '</assets/LoginPage-Kl12.css>; rel=preload; as=style; crossorigin',
        '</assets/mask-Mn34.js>; rel=modulepreload',
        '</assets/pt-Op56.js>; rel=modulepreload',
      ].join(', '),
    );
    const other = await get('/usuario/listar', 'br');
    expect(other.headers.link).toBeUndefined();
  });

  it('never sends the build manifest (a dot directory): the web app answers instead', async () => {
    const res = await get('/.vite/manifest.json', 'identity');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX);
  });
});

describe('the built web app under another brand than the default (hora-saber)', () => {
  let branded: FastifyInstance;
  beforeAll(async () => {
    branded = await buildApp({ ...testAppOptions(database, uploadsDir), webDistDir: distDir, brand: 'hora-saber' });
  });
  afterAll(async () => {
    await branded.close();
  });
  const getBranded = (url: string, headers: Record<string, string>) => branded.inject({ method: 'GET', url, headers });

  it('writes the brand into the page itself, in every encoding, for the first frame and the first render', async () => {
    const signedIn = INDEX.replace('<html>', '<html data-brand="hora-saber">');
    const signedOut = SIGNED_OUT.replace('<html>', '<html data-brand="hora-saber">');
    for (const url of ['/index.html', '/home', '/atividade/visualizarQuestoes', '/login', '/']) {
      for (const encoding of ['br, gzip', 'gzip', 'identity']) {
        const res = await getBranded(url, { 'accept-encoding': encoding });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(
          { 'br, gzip': 'br', gzip: 'gzip', identity: undefined }[encoding],
        );
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers.vary, url).toMatch(/accept-encoding/i);
        expect(decoded(res), `${url} ${encoding}`).toBe(['/login', '/'].includes(url) ? signedOut : signedIn);
      }
    }
    // A browser that refuses brotli (q=0) gets gzip.
    const noBrotli = await getBranded('/home', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to a browser that holds the page, and still allows the first frame by its hash', async () => {
    const first = await getBranded('/home', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await getBranded('/calendario/listar', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const hash = `'sha256-${createHash('sha256').update(FIRST_FRAME_CODE).digest('base64')}'`;
    expect(String(first.headers['content-security-policy']).match(/script-src [^;]*/)?.[0]).toBe(`script-src 'self' ${hash}`);
  });
});

describe('JSON answers', () => {
  it('are compressed on the fly, brotli preferred, when 1 KB or more', async () => {
    const plain = await get('/api/docs/json', 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get('/api/docs/json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decoded(br))).toEqual(plain.json());

    const gzip = await get('/api/docs/json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(plain.json());
  });

  it('are sent as they are under 1 KB', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });
});
