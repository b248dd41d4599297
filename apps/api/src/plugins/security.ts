import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The headers helmet writes with the product's options, computed once: they depend on nothing of
 * the request, and building helmet's middleware per request (what @fastify/helmet does) cost a
 * tenth of every answer. `upgrade-insecure-requests` and HSTS only when the server is reached over
 * HTTPS (PUBLIC_URL https://...): on a school's plain-HTTP LAN server they would make the browser
 * ask for https:// addresses that do not exist.
 */
export function securityHeadersOf(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let ran = false;
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        // The player embeds the video links of lessons (features/player/components/content/video.ts).
        'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  });
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet refused its options');
    ran = true;
  });
  if (!ran) throw new Error('helmet did not write its headers synchronously');
  return headers;
}

/**
 * Security headers on every answer (errors and 404s included), set in one callback hook from the
 * precomputed table. A route may still set its own (the documentation's CSP): reply headers set
 * later win.
 *
 * CORS: the API is same-origin only (the web app is served by this server), so there is no CORS
 * handler at all: a cross-origin answer carries no `Access-Control-Allow-*` header and the browser
 * withholds it; a preflight (OPTIONS) meets no route and is refused.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { https: boolean }) => {
    const headers = securityHeadersOf(opts.https);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);
