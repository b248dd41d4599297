import fastifyJwt from '@fastify/jwt';
import { type Capability, can } from '@portal/shared/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../lib/app-error';
import type { LoginPolicy } from '../lib/attempts';
import { type SessionUser, type Viewer, viewerOfSession } from '../lib/viewer';
import { SessionCache, type SessionRow, findSessionUser } from './session.cache';
import type { Db } from '../db/client';

export interface TokenClaims {
  sub: string;
  ver: number;
  jti: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The capability a caller needs (packages/shared/src/permissions.ts). */
    capability?: Capability;
    /** Explicitly open to anyone, signed in or not. */
    public?: boolean;
  }
  interface FastifyRequest {
    session: SessionUser | null;
    /** Who is asking, made once with the session (lib/viewer.ts). */
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    db: Db;
    /** The lockout policy of sign-ins, also applied to password changes. */
    loginPolicy: LoginPolicy;
    /** The sessions of recent tokens, dropped on the database's notifications (plugins/session.cache.ts). */
    sessionCache: SessionCache;
    /** The session an access token proves, or 401: the same check as every route's (the chat's socket uses it). */
    sessionOfToken(token: string): Promise<SessionUser>;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

export const TOKEN_TTL_SECONDS = 8 * 60 * 60;

/** The token's session of a signed-in route (its id and expiry: sign-out, the access log). */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw unauthenticated();
  return request.session;
}

/** Who is asking, on a signed-in route: what a route hands its service (401 when nobody signed in). */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}

/**
 * Every route declares `config.capability` or `config.public`. The check runs at onRequest,
 * before the body is read, so an unauthorised call costs no parsing. A route that declares
 * neither is refused (fail closed); the authorization test walks all routes to catch it early.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string }) => {
    // fast-jwt keeps the verified payload of recent tokens (until they expire): a token seen before
    // costs no HMAC nor parse. Revocation is not its business: the session check below decides.
    await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: TOKEN_TTL_SECONDS }, verify: { cache: 20_000 } });
    app.decorateRequest('session', null);
    app.decorateRequest('viewer', null);
    const cache = new SessionCache(app.db);
    await cache.start();
    app.decorate('sessionCache', cache);
    app.addHook('onClose', () => cache.close());

    /** The token's session: from the cache, or (one prepared statement) from the database. */
    const sessionRow = async (userId: number, sessionId: string): Promise<SessionRow | undefined> => {
      const cached = cache.get(sessionId);
      if (cached) return cached.codBseUsuario === userId ? cached : undefined;
      const stamp = cache.stamp;
      const row = await findSessionUser(app.db, userId, sessionId);
      if (row) cache.set(sessionId, row, stamp);
      return row;
    };

    /** The session of verified claims, or 401 when revoked, deactivated, outdated or without portal access. */
    const sessionOfClaims = async (claims: TokenClaims & { exp?: number }): Promise<SessionUser> => {
      const userId = Number(claims.sub);
      if (!Number.isInteger(userId) || typeof claims.jti !== 'string') throw unauthenticated();
      const user = await sessionRow(userId, claims.jti);
      if (!user || user.revoked || user.indAtivo !== 'S' || user.numVersaoToken !== claims.ver || user.indAcessoPortal !== 'S') {
        throw unauthenticated();
      }
      const exp = claims.exp ?? Date.now() / 1000 + TOKEN_TTL_SECONDS;
      return {
        codBseUsuario: user.codBseUsuario,
        codBsePerfil: user.codBsePerfil,
        codBseEscola: user.codBseEscola,
        codBseUnidade: user.codBseUnidade,
        sessionId: claims.jti,
        expiresAt: new Date(exp * 1000),
      };
    };

    app.decorate('sessionOfToken', async (token: string) => {
      let claims: TokenClaims & { exp?: number };
      try {
        claims = app.jwt.verify<TokenClaims & { exp?: number }>(token);
      } catch {
        throw unauthenticated();
      }
      return sessionOfClaims(claims);
    });

    const checkToken = async (request: FastifyRequest, capability: Capability | undefined): Promise<void> => {
      let claims: TokenClaims & { exp?: number };
      try {
        claims = await request.jwtVerify<TokenClaims & { exp?: number }>();
      } catch {
        throw unauthenticated();
      }
      request.session = await sessionOfClaims(claims);
      request.viewer = viewerOfSession(request.session);
      if (!capability || !can(request.session.codBsePerfil, capability)) throw forbidden();
    };

    // Callback-style hooks: a public route (or a read, for onSend) goes on without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const { capability, public: isPublic } = request.routeOptions.config;
      if (request.is404 || isPublic) return done();
      checkToken(request, capability).then(() => done(), done);
    });

    // A signed-in write may have changed sessions (logout, deactivation, password, profile, school):
    // its answer waits until this process's cache has applied the database's notifications, so the
    // caller's very next request is checked against the change.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!request.session || request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
      cache.barrier().then(() => done(null, payload), done);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
