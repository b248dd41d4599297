import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The header that carries each request's id back to the client (the screen shows it in error messages). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * One log line per request, when it is answered: its id (`reqId`, on every line the request logs), the
 * signed-in user's id, the method, the route's pattern (never the URL as sent: a query string or a path
 * may hold a name or a search), the status and the time. Nothing of the body, the headers or the answer.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance, opts: { level?: 'info' | 'debug' }) => {
    // At a terminal (LOG_FORMAT=text) the requests are logged at debug: one line each would scroll the banner away.
    const level = opts.level ?? 'info';
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      request.log[level](
        {
          userId: request.session?.codBseUsuario,
          method: request.method,
          route: request.routeOptions.url ?? '(sem rota)',
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
      done();
    });
  },
  { name: 'request-log' },
);
