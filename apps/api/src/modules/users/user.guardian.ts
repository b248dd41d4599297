import { PROFILE } from '@portal/shared/common/profiles';
import { loginPrefix } from '@portal/shared/users';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bseUsuario } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { generatePassword } from './bulk.service';
import { findSchool, findUnitPrefix, insertUsers, lockLogins } from './user.repository';

/** Guardians' logins are their unit's prefix and `R` with three digits (`AUCE-R001`): apart from the numbered logins of the unit. */
const GUARDIAN_SEQUENCE_MAX = 999;

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
  const [highest] = await tx
    .select({ n: sql<number | null>`max(substring(${bseUsuario.cstLogin} from 7)::int)` })
    .from(bseUsuario)
    .where(sql`${bseUsuario.cstLogin} ~ ${`^${prefix}-R[0-9]{3}$`}`);
  const sequence = Number(highest?.n ?? 0) + 1;
  if (sequence > GUARDIAN_SEQUENCE_MAX) throw new AppError(409, 'CONFLICT', 'guardianLoginsFull');
  const cstLogin = `${prefix}-R${String(sequence).padStart(3, '0')}`;
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
