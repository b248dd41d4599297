/** Profile codes, one reading for the whole product (DECISIONS.md, "Profiles"). */
export const PROFILE = {
  MASTER: 1,
  GESTOR: 2,
  DIRETOR: 3,
  COORDENADOR: 4,
  PROFESSOR: 5,
  ALUNO: 6,
  ASSISTENTE: 7,
  /** Beyond the documents (issue 27, DECISIONS.md "Guardians"): a student's parent or guardian, who only reads. */
  RESPONSAVEL: 8,
} as const;

export type ProfileCode = (typeof PROFILE)[keyof typeof PROFILE];

export const PROFILE_CODES: readonly ProfileCode[] = [1, 2, 3, 4, 5, 6, 7, 8];

export const PROFILE_NAMES: Record<ProfileCode, string> = {
  1: 'Master',
  2: 'Gestor',
  3: 'Diretor',
  4: 'Coordenador',
  5: 'Professor',
  6: 'Aluno',
  7: 'Assistente',
  8: 'Responsável',
};

export function isProfileCode(value: unknown): value is ProfileCode {
  return typeof value === 'number' && (PROFILE_CODES as readonly number[]).includes(value);
}

/** Profiles whose top bar shows 'Turma - {class}' and who work inside a current class. */
export const CLASS_BOUND_PROFILES: readonly ProfileCode[] = [PROFILE.PROFESSOR, PROFILE.ALUNO];

/** The school of the network itself, home of Master users (DECISIONS.md): never deleted or edited into another. */
export const NETWORK_SCHOOL_ID = 1;
/** The administrator user (DECISIONS.md): never deleted, deactivated or moved to another profile. */
export const ADMIN_USER_ID = 1;
