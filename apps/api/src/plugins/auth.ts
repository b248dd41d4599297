import fastifyJwt from '@fastify/jwt';
import { type Capability, can } from '@portal/shared/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../lib/app-error';
import { findSessionUser } from '../modules/auth/auth.repository';
import type { LoginPolicy } from '../modules/auth/auth.attempts';
import type { Db } from '../db/client';

/** What a valid token proves about the caller; scope rules read it. */
export interface SessionUser {
  codBseUsuario: number;
  codBsePerfil: number;
  codBseEscola: number;
  codBseUnidade: number | null;
  /** The token's own id: logout revokes it. */
  sessionId: string;
  expiresAt: Date;
}

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
  }
  interface FastifyInstance {
    db: Db;
    /** The lockout policy of sign-ins, also applied to password changes. */
    loginPolicy: LoginPolicy;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

export const TOKEN_TTL_SECONDS = 8 * 60 * 60;

/** The signed-in caller of a route that declared a capability. */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw unauthenticated();
  return request.session;
}

/**
 * Every route declares `config.capability` or `config.public`. The check runs at onRequest,
 * before the body is read, so an unauthorised call costs no parsing. A route that declares
 * neither is refused (fail closed); the authorization test walks all routes to catch it early.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string }) => {
    await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: TOKEN_TTL_SECONDS } });
    app.decorateRequest('session', null);

    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const { capability, public: isPublic } = request.routeOptions.config;
      if (isPublic) return;
      let claims: TokenClaims;
      try {
        claims = await request.jwtVerify<TokenClaims>();
      } catch {
        throw unauthenticated();
      }
      const userId = Number(claims.sub);
      if (!Number.isInteger(userId) || typeof claims.jti !== 'string') throw unauthenticated();
      const user = await findSessionUser(app.db, userId, claims.jti);
      if (!user || user.revoked || user.indAtivo !== 'S' || user.numVersaoToken !== claims.ver || user.indAcessoPortal !== 'S') {
        throw unauthenticated();
      }
      const exp = (request.user as TokenClaims & { exp?: number }).exp ?? Date.now() / 1000 + TOKEN_TTL_SECONDS;
      request.session = {
        codBseUsuario: user.codBseUsuario,
        codBsePerfil: user.codBsePerfil,
        codBseEscola: user.codBseEscola,
        codBseUnidade: user.codBseUnidade,
        sessionId: claims.jti,
        expiresAt: new Date(exp * 1000),
      };
      if (!capability || !can(user.codBsePerfil, capability)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
