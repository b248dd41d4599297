import { NETWORK_SCHOOL_ID } from '@portal/shared/common/profiles';
import { PROFILE } from '@portal/shared/common/profiles';
import { canCreateProfile } from '@portal/shared/permissions';
import type { Tx } from '../../db/client';
import { AppError, invalidField } from '../../lib/app-error';
import { type Scope, withinScope } from '../../lib/scope';
import { findClasses, findProfile, findSchool, findUnit, highestSequence, usedSequences } from './user.repository';

export interface PlacementInput {
  codBsePerfil: number;
  codBseEscola?: number;
  codBseUnidade?: number;
  codBseTurma?: number;
  arrayCodBseTurmas: number[];
}

export interface Placement {
  codBsePerfil: number;
  codBseEscola: number;
  codBseUnidade: number | null;
  classIds: number[];
}

/** May the caller create (or change) users of this profile? 403 otherwise. */
export async function requireCreatableProfile(db: Tx, callerProfile: number, profileCode: number) {
  const profile = await findProfile(db, profileCode);
  if (!profile) throw invalidField('codBsePerfil', 'userProfileRequired');
  if (!canCreateProfile(callerProfile, profile)) throw new AppError(403, 'FORBIDDEN', 'userProfileNotAllowed');
  return profile;
}

/**
 * Where a user of this profile lives (§5 User): Master and Assistente in the network's school;
 * a Gestor in a school; Diretor and Coordenador in a unit; a Professor in one or more classes of
 * one unit; an Aluno in one class. School and unit follow from the classes and the unit, and what
 * the form sent must agree. The result must be inside the caller's scope (403 otherwise).
 */
export async function resolvePlacement(db: Tx, scope: Scope, input: PlacementInput): Promise<Placement> {
  const { codBsePerfil } = input;
  // A guardian is created with their children, on the student's page (issue 27: POST /api/bse_responsavel).
  if (codBsePerfil === PROFILE.RESPONSAVEL) throw invalidField('codBsePerfil', 'guardianFromStudentPage');
  let placement: Placement;
  if (codBsePerfil === PROFILE.GESTOR) {
    const school = input.codBseEscola ? await findSchool(db, input.codBseEscola) : undefined;
    if (!school || school.codBseEscola === NETWORK_SCHOOL_ID) throw invalidField('codBseEscola', 'userSchoolRequiredGestor');
    placement = { codBsePerfil, codBseEscola: school.codBseEscola, codBseUnidade: null, classIds: [] };
  } else if (codBsePerfil === PROFILE.DIRETOR || codBsePerfil === PROFILE.COORDENADOR) {
    const unit = input.codBseUnidade ? await findUnit(db, input.codBseUnidade) : undefined;
    if (!unit) throw invalidField('codBseUnidade', 'userUnitRequired');
    placement = { codBsePerfil, codBseEscola: unit.codBseEscola, codBseUnidade: unit.codBseUnidade, classIds: [] };
  } else if (codBsePerfil === PROFILE.PROFESSOR || codBsePerfil === PROFILE.ALUNO) {
    const field = codBsePerfil === PROFILE.PROFESSOR ? 'arrayCodBseTurmas' : 'codBseTurma';
    const wanted =
      codBsePerfil === PROFILE.PROFESSOR ? [...new Set(input.arrayCodBseTurmas)] : input.codBseTurma ? [input.codBseTurma] : [];
    const classes = await findClasses(db, wanted);
    if (classes.length === 0 || classes.length !== wanted.length) {
      throw invalidField(field, codBsePerfil === PROFILE.PROFESSOR ? 'userTeacherClassRequired' : 'userStudentClassRequired');
    }
    const unitId = classes[0]!.codBseUnidade;
    if (classes.some((c) => c.codBseUnidade !== unitId) || (input.codBseUnidade && input.codBseUnidade !== unitId)) {
      throw invalidField(field, 'userClassNotInUnit');
    }
    placement = {
      codBsePerfil,
      codBseEscola: classes[0]!.codBseEscola,
      codBseUnidade: unitId,
      classIds: classes.map((c) => c.codBseTurma),
    };
  } else {
    placement = { codBsePerfil, codBseEscola: NETWORK_SCHOOL_ID, codBseUnidade: null, classIds: [] };
  }
  const isNetworkProfile = placement.codBseEscola === NETWORK_SCHOOL_ID && placement.codBseUnidade === null;
  if (input.codBseEscola && input.codBseEscola !== placement.codBseEscola && !isNetworkProfile) {
    throw invalidField('codBseUnidade', 'userUnitNotInSchool');
  }
  if (!withinScope(scope, placement)) throw new AppError(403, 'FORBIDDEN');
  return placement;
}

/**
 * The next `count` free sequence numbers of a prefix, skipping `reserved` (logins of the same file):
 * after the highest in use, or, past 9999, the gaps from 1. Fewer when the prefix is full.
 */
export async function allocateSequences(
  db: Tx,
  prefix: string,
  count: number,
  reserved: ReadonlySet<number> = new Set(),
): Promise<number[]> {
  const out: number[] = [];
  const highest = await highestSequence(db, prefix);
  for (let n = highest + 1; n <= 9999 && out.length < count; n += 1) if (!reserved.has(n)) out.push(n);
  if (out.length < count) {
    const used = await usedSequences(db, prefix);
    for (let n = 1; n <= highest && out.length < count; n += 1) if (!used.has(n) && !reserved.has(n)) out.push(n);
  }
  return out;
}
