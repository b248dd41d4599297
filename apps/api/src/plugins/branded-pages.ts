import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { Brand } from '@portal/shared/system';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
/** The encodings a branded page is kept in, the preferred first. */
const ENCODINGS = ['br', 'gzip'];
const gzipped = promisify(gzip);

/** A page of the build with the server's brand written into it, kept in memory with its compressed copies. */
export interface BrandedPage {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * The brand in the page itself (`<html data-brand="hora-saber">`), for the first frame (apps/web/src/app/firstFrame)
 * and the app's first render (apps/web/src/app/config.ts), which otherwise named the activities 'Avaliações' until
 * GET /api/config answered. Only the `<html>` tag changes, so the inline scripts keep the hashes the policy allows.
 */
export function withBrand(html: string, brand: Brand): string {
  return html.replace(/<html\b/i, `<html data-brand="${brand}"`);
}

/**
 * The pages (index.html, signed-out.html) of a server whose brand is not the default, made once at start; none for
 * the default brand, whose pages are the build's files as they are.
 */
export async function brandedPages(distDir: string, brand: Brand, pages: string[]): Promise<Map<string, BrandedPage>> {
  const branded = new Map<string, BrandedPage>();
  if (brand === 'padrao') return branded;
  for (const page of pages) {
    let html: string;
    try {
      html = await readFile(path.join(distDir, page), 'utf8');
    } catch {
      continue;
    }
    const plain = Buffer.from(withBrand(html, brand));
    branded.set(page, {
      plain,
      br: await brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      gzip: await gzipped(plain, { level: 9 }),
      etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
    });
  }
  return branded;
}

/** Sends a branded page as the static files are sent: its best encoding, its ETag, 304 when the browser has it. */
export function sendBrandedPage(request: FastifyRequest, reply: FastifyReply, page: BrandedPage): FastifyReply {
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding').header('etag', page.etag);
  const cached = request.headers['if-none-match'];
  if (cached?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) return reply.code(304).send();
  // The negotiation @fastify/static makes for the build's own compressed files.
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.plain);
}
