import type { FastifyRequest } from 'fastify';
import { type SessionUser, sessionOf } from '../plugins/auth';

/**
 * Who is looking, with their profile and place: what the calendar and the forum need to decide
 * row by row what a person sees (a Scope names the kind of reach, not the profile).
 */
export interface Viewer {
  userId: number;
  profile: number;
  codBseEscola: number;
  codBseUnidade: number | null;
}

export function viewerOf(session: SessionUser): Viewer {
  return {
    userId: session.codBseUsuario,
    profile: session.codBsePerfil,
    codBseEscola: session.codBseEscola,
    codBseUnidade: session.codBseUnidade,
  };
}

/** The viewer of a signed-in route's request (401 when there is no session). */
export const viewerOfRequest = (request: FastifyRequest): Viewer => viewerOf(sessionOf(request));
