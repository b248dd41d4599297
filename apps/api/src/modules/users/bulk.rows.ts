import { type MessageKey, messagePt } from '@portal/shared/common/messages';
import { PROFILE } from '@portal/shared/common/profiles';
import {
  type BulkCounts,
  type BulkRow,
  type BulkRowResult,
  type BulkStatus,
  LOGIN_PATTERN,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MIN,
  loginPrefix,
} from '@portal/shared/users';
import { canCreateProfile } from '@portal/shared/permissions';
import type { Scope } from '../../lib/scope';

/**
 * Profiles a file may create: those that live in a school (Master and Assistente are created one by one), and the
 * students' guardians (issue 27: their students named in `loginAluno`).
 */
const BULK_PROFILES: readonly number[] = [
  PROFILE.GESTOR,
  PROFILE.DIRETOR,
  PROFILE.COORDENADOR,
  PROFILE.PROFESSOR,
  PROFILE.ALUNO,
  PROFILE.RESPONSAVEL,
];
/** Profiles linked to the chosen class. */
export const CLASS_PROFILES: readonly number[] = [PROFILE.PROFESSOR, PROFILE.ALUNO];

/** The chosen class, with everything a row is checked against. */
export interface ClassPlace {
  codBseTurma: number;
  nomTurma: string;
  codBseUnidade: number;
  codBseEscola: number;
  schoolPrefix: string;
  unitPrefix: string;
}

/** A row read and checked; `senha` or `login` null means "generate it". */
export interface Candidate {
  result: BulkRowResult;
  nomUsuario: string;
  codBsePerfil: number;
  senha: string | null;
  login: string | null;
  codBseEscola: number;
  codBseUnidade: number | null;
  prefix: string;
  /** A guardian row's students, by login (`loginAluno`); empty for the other profiles. */
  alunos: string[];
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value).trim());

/** The logins a guardian row names in `loginAluno` (upper case, without repeats; issue 27). */
function namedStudents(raw: BulkRow): string[] {
  return [
    ...new Set(
      text(raw.loginAluno)
        .toUpperCase()
        .split(/[;,\s]+/)
        .filter(Boolean),
    ),
  ];
}
const integer = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : Number.NaN);

/** Messages that put a row among the 'conflitantes' rather than the 'incorretos'. */
const CONFLICTS: readonly string[] = ['userLoginTaken', 'bulkLoginRepeated'];

export function addError(row: Candidate, campo: string, key: MessageKey): void {
  row.result.erros.push({ campo, messageKey: key, message: messagePt(key) });
}

/** What §8 calls the row: not allowed > wrong data > conflicting login > valid. */
export function statusOf(row: Candidate): BulkStatus {
  const keys = row.result.erros.map((e) => e.messageKey);
  if (keys.includes('userProfileNotAllowed')) return 'naoPermitido';
  if (keys.some((k) => !CONFLICTS.includes(k))) return 'incorreto';
  if (keys.length > 0) return 'conflitante';
  return 'valido';
}

/**
 * One row against the rules of §5 User and the creator's reach: name, profile the creator may
 * create, password and login (blank ones are generated), school and unit inside the caller's
 * scope and those of the chosen class (blank ones are the class's).
 */
export function checkRow(
  raw: BulkRow,
  linha: number,
  cls: ClassPlace,
  scope: Scope,
  callerProfile: number,
  profiles: ReadonlyMap<number, { codPerfilCriacao: number }>,
): Candidate {
  const nomUsuario = text(raw.nomUsuario);
  const profileCode = integer(text(raw.codBsePerfil));
  const senha = text(raw.txtSenha);
  const login = text(raw.cstLogin).toUpperCase();
  const row: Candidate = {
    result: {
      linha,
      nomUsuario,
      codBsePerfil: Number.isNaN(profileCode) ? null : profileCode,
      cstLogin: login,
      loginGerado: login === '',
      senhaGerada: senha === '',
      status: 'valido',
      erros: [],
    },
    nomUsuario,
    codBsePerfil: profileCode,
    senha: senha || null,
    login: login || null,
    codBseEscola: cls.codBseEscola,
    codBseUnidade: profileCode === PROFILE.GESTOR ? null : cls.codBseUnidade,
    prefix: loginPrefix(cls.schoolPrefix, profileCode === PROFILE.GESTOR ? null : cls.unitPrefix),
    alunos: profileCode === PROFILE.RESPONSAVEL ? namedStudents(raw) : [],
  };

  if (nomUsuario.length < NAME_MIN || nomUsuario.length > NAME_MAX) addError(row, 'nomUsuario', 'userNameRequired');
  const profile = profiles.get(profileCode);
  if (!profile) addError(row, 'codBsePerfil', 'bulkProfileInvalid');
  else if (!BULK_PROFILES.includes(profileCode) || !canCreateProfile(callerProfile, profile))
    addError(row, 'codBsePerfil', 'userProfileNotAllowed');
  if (senha && (senha.length < PASSWORD_MIN || senha.length > 200)) addError(row, 'txtSenha', 'passwordMin');
  if (login && !LOGIN_PATTERN.test(login)) addError(row, 'cstLogin', 'userLoginFormat');

  const school = text(raw.codBseEscola);
  if (school) {
    const id = integer(school);
    if (scope.kind !== 'network' && id !== scope.codBseEscola) addError(row, 'codBseEscola', 'bulkSchoolOutOfScope');
    else if (id !== cls.codBseEscola) addError(row, 'codBseEscola', 'bulkSchoolNotClass');
  }
  const unit = text(raw.codBseUnidade);
  if (unit && profileCode !== PROFILE.GESTOR) {
    const id = integer(unit);
    if (scope.kind === 'unit' && id !== scope.codBseUnidade) addError(row, 'codBseUnidade', 'bulkUnitOutOfScope');
    else if (id !== cls.codBseUnidade) addError(row, 'codBseUnidade', 'bulkUnitNotClass');
  }
  return row;
}

/** Every later row with a login already given above it in the file. */
export function markRepeatedLogins(rows: Candidate[]): void {
  const seen = new Set<string>();
  for (const row of rows) {
    if (!row.login) continue;
    if (seen.has(row.login)) addError(row, 'cstLogin', 'bulkLoginRepeated');
    seen.add(row.login);
  }
}

/** Sequence numbers the file's own logins use for a prefix, so generated logins avoid them. */
export function reservedSequences(rows: Candidate[], prefix: string): Set<number> {
  const out = new Set<number>();
  for (const row of rows) {
    if (!row.result.loginGerado && row.login?.startsWith(`${prefix}-`) && /^\d{4}$/.test(row.login.slice(5)))
      out.add(Number(row.login.slice(5)));
  }
  return out;
}

export function countsOf(rows: Candidate[]): BulkCounts {
  const counts: BulkCounts = { total: rows.length, validos: 0, incorretos: 0, conflitantes: 0, naoPermitidos: 0 };
  for (const row of rows) {
    const status = statusOf(row);
    row.result.status = status;
    if (status === 'valido') counts.validos += 1;
    else if (status === 'incorreto') counts.incorretos += 1;
    else if (status === 'conflitante') counts.conflitantes += 1;
    else counts.naoPermitidos += 1;
  }
  return counts;
}

/**
 * The text answer of §8 Bulk: 'sucesso' when users were created; the rows left out as
 * 'incorretos', 'conflitantes' and 'não pode criar'.
 */
export function summaryOf(created: number, counts: BulkCounts): string {
  const left: string[] = [];
  if (counts.incorretos) left.push(`${counts.incorretos} incorretos`);
  if (counts.conflitantes) left.push(`${counts.conflitantes} conflitantes`);
  if (counts.naoPermitidos) left.push(`${counts.naoPermitidos} com perfil que o seu perfil não pode criar`);
  const head = created > 0 ? `${created} usuários cadastrados com sucesso.` : 'Nenhum usuário cadastrado.';
  return left.length ? `${head} Registros não cadastrados: ${left.join(', ')}.` : head;
}
