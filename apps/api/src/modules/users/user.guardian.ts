import { PROFILE } from '@portal/shared/common/profiles';
import { loginPrefix } from '@portal/shared/users';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bseUsuario } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { generatePassword, hashPassword } from '../../lib/passwords';
import { findSchool, findUnitPrefix, insertUsers, lockLogins } from './user.repository';

/** Guardians' logins are their unit's prefix and `R` with three digits (`AUCE-R001`): apart from the numbered logins of the unit. */
export const GUARDIAN_SEQUENCE_MAX = 999;
export const guardianLogin = (prefix: string, n: number) => `${prefix}-R${String(n).padStart(3, '0')}`;

/** The highest guardian sequence in use for a prefix (0: none). */
export async function highestGuardianSequence(tx: Tx, prefix: string): Promise<number> {
  const [highest] = await tx
    .select({ n: sql<number | null>`max(substring(${bseUsuario.cstLogin} from 7)::int)` })
    .from(bseUsuario)
    .where(sql`${bseUsuario.cstLogin} ~ ${`^${prefix}-R[0-9]{3}$`}`);
  return Number(highest?.n ?? 0);
}

export interface GuardianAccount {
  codBseUsuario: number;
  cstLogin: string;
  /** The first password, generated: shown once to the staff who created the guardian. */
  txtSenha: string;
}

/**
 * The user row of a new guardian (issue 27), in the caller's transaction: profile Responsável, placed in the school
 * and unit of their first child (so the staff of that unit see them), a generated login and first password.
 */
export async function insertGuardianUser(
  tx: Tx,
  input: { nomUsuario: string; codBseEscola: number; codBseUnidade: number | null; creatorId: number },
): Promise<GuardianAccount> {
  await lockLogins(tx);
  const school = await findSchool(tx, input.codBseEscola);
  const unitPrefix = input.codBseUnidade ? await findUnitPrefix(tx, input.codBseUnidade) : undefined;
  const prefix = loginPrefix(school!.prefix, unitPrefix);
  const sequence = (await highestGuardianSequence(tx, prefix)) + 1;
  if (sequence > GUARDIAN_SEQUENCE_MAX) throw new AppError(409, 'CONFLICT', 'guardianLoginsFull');
  const cstLogin = guardianLogin(prefix, sequence);
  const txtSenha = generatePassword();
  const ids = await insertUsers(tx, [
    {
      cstLogin,
      nomUsuario: input.nomUsuario,
      txtSenha: await hashPassword(txtSenha),
      codBsePerfil: PROFILE.RESPONSAVEL,
      codBseEscola: input.codBseEscola,
      codBseUnidade: input.codBseUnidade,
      codUsuarioCriacao: input.creatorId,
    },
  ]);
  return { codBseUsuario: ids.get(cstLogin)!, cstLogin, txtSenha };
}
