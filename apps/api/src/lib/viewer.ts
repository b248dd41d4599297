import { PROFILE } from '@portal/shared/common/profiles';
import type { Scope } from './scope';

/** What a valid token proves about the caller (plugins/auth.ts): the viewer is made from it. */
export interface SessionUser {
  codBseUsuario: number;
  codBsePerfil: number;
  codBseEscola: number;
  codBseUnidade: number | null;
  /** The token's own id: logout revokes it. */
  sessionId: string;
  expiresAt: Date;
}

/**
 * Who is asking, made once per request by plugins/auth.ts (`viewerOf(request)`) and handed to every
 * service: the user's id, profile, school and unit, and the reach of the profile (`kind`: the network,
 * one school, one unit, the caller's own classes, or only themselves; DECISIONS.md "Profiles"). A Viewer
 * is a Scope, so lib/scope.ts's filters take it as it is. The caller's classes are not copied into it:
 * the filters read them in the query (`myClassIds`), so a class link changed a moment ago already counts.
 */
export type Viewer = Scope & {
  profile: number;
  codBseEscola: number;
  codBseUnidade: number | null;
};

/** The reach of a profile (DECISIONS.md "Profiles"). */
function scopeOf(session: Pick<SessionUser, 'codBseUsuario' | 'codBsePerfil' | 'codBseEscola' | 'codBseUnidade'>): Scope {
  const userId = session.codBseUsuario;
  switch (session.codBsePerfil) {
    case PROFILE.MASTER:
      return { kind: 'network', userId };
    case PROFILE.GESTOR:
      return { kind: 'school', userId, codBseEscola: session.codBseEscola };
    case PROFILE.DIRETOR:
    case PROFILE.COORDENADOR:
      // A Diretor or Coordenador without a unit sees nothing of any unit (unit -1 matches no row).
      return { kind: 'unit', userId, codBseEscola: session.codBseEscola, codBseUnidade: session.codBseUnidade ?? -1 };
    case PROFILE.PROFESSOR:
      return { kind: 'classes', userId, codBseEscola: session.codBseEscola, codBseUnidade: session.codBseUnidade };
    default:
      return { kind: 'self', userId, codBseEscola: session.codBseEscola, codBseUnidade: session.codBseUnidade };
  }
}

/** The viewer of a session (or of any user's place: the chat's socket, the tests). */
export function viewerOfSession(session: Pick<SessionUser, 'codBseUsuario' | 'codBsePerfil' | 'codBseEscola' | 'codBseUnidade'>): Viewer {
  const place = { profile: session.codBsePerfil, codBseEscola: session.codBseEscola, codBseUnidade: session.codBseUnidade };
  // The scope's own school and unit win (a Diretor without a unit reaches unit -1).
  return { ...place, ...scopeOf(session) };
}
