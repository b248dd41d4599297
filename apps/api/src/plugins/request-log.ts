import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pino from 'pino';

/** The header that carries each request's id back to the client (the screen shows it in error messages). */
export const REQUEST_ID_HEADER = 'x-request-id';

const { chindingsSym, streamSym, timeSym } = pino.symbols;

/** pino's values of the two levels the line is written at. */
const LEVEL_VALUES = { info: 30, debug: 20 } as const;

/**
 * One log line per request, when it is answered: its id (`reqId`, on every line the request logs), the
 * signed-in user's id, the method, the route's pattern (never the URL as sent: a query string or a path
 * may hold a name or a search), the status and the time. Nothing of the body, the headers or the answer.
 *
 * The line is the one pino would write for `request.log[level]({userId, method, route, status, ms}, 'request')`,
 * built here from the request logger's own bindings, clock and destination: its five fields are known, so pino's
 * general formatting (a serializer lookup and a stringify per field, the redaction wrapper) is not needed on the
 * one line every request writes; it was the larger part of the request line's cost in a profile of /api/health.
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
      const log = request.log;
      const userId = request.session?.codBseUsuario;
      const route = request.routeOptions.url ?? '(sem rota)';
      const ms = Math.round(reply.elapsedTime * 10) / 10;
      // pino's published symbols for integrators: the logger's destination, its clock (`,"time":…`) and its bindings
      // as pino writes them (`,"pid":…,"hostname":…,"reqId":…`). Without them (no logger configured), the logger's call.
      const parts = log as unknown as Record<symbol, unknown>;
      const stream = parts[streamSym] as pino.DestinationStream | undefined;
      if (!stream) {
        log[level]({ userId, method: request.method, route, status: reply.statusCode, ms }, 'request');
      } else if ((log as unknown as pino.Logger).isLevelEnabled(level)) {
        const time = (parts[timeSym] as () => string).call(log);
        const user = userId === undefined ? '' : `,"userId":${userId}`;
        stream.write(
          `{"level":${LEVEL_VALUES[level]}${time}${parts[chindingsSym] as string}${user},"method":${JSON.stringify(request.method)},"route":${JSON.stringify(route)},"status":${reply.statusCode},"ms":${ms},"msg":"request"}\n`,
        );
      }
      done();
    });
  },
  { name: 'request-log' },
);
