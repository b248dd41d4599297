import { ADMIN_USER_ID } from '@portal/shared/common/profiles';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bseAcesso,
  bseFrequencia,
  bseFrequenciaHistorico,
  bseQuestaoResposta,
  bseQuestaoRespostaRascunho,
  bseResponsavelAluno,
  bseResponsavelResumo,
  bseSuporte,
  bseUsuario,
  chtMensagem,
  cldCalendario,
  cldCalendarioToken,
  frmPostagem,
  frmTopico,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { FileStorage } from '../../lib/storage';
import type { Viewer } from '../../lib/viewer';
import { getUser } from '../users';
import { recordRequest } from './privacy.repository';

/** What stands where a person's own words were. */
export const REMOVED_TEXT = 'Conteúdo removido';
/**
 * What names an erased person from then on: a code, never their name or login again. It has a login's shape (the
 * login field's mask keeps it whole: `R000-00QZ`), and no generated login has digits where a school's or unit's
 * letters go, so it is no one else's.
 */
export function erasedCode(userId: number): string {
  const digits = `R${userId.toString(36).toUpperCase().padStart(7, '0')}`;
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/**
 * DELETE /api/bse_usuario/{codBseUsuario}/dados (issue 29, LGPD art. 18 VI): what identifies the person is removed in
 * one transaction, all or nothing, and cannot be undone: their name and login become a code, the photo, the e-mails
 * and every free text they wrote (chat, forum, contact form, answers, event titles, absence justifications) become
 * 'Conteúdo removido' or nothing, the account can no longer sign in and the guardians' links end. What the school must
 * keep as numbers stays, tied to the coded row: class memberships, sign-in counts, progress and scores, grades and
 * attendance marks (the reports' totals and the class's averages do not move). The photo's file is removed after.
 */
export async function erasePerson(db: Db, storage: FileStorage, viewer: Viewer, userId: number): Promise<void> {
  if (userId === ADMIN_USER_ID || userId === viewer.userId) throw new AppError(409, 'CONFLICT', 'privacyEraseRefused');
  const user = await getUser(db, viewer, userId);
  const code = erasedCode(userId);
  // A password nobody knows: the row keeps a real hash, and the account is inactive besides.
  const lockedOut = await hashPassword(crypto.randomUUID());
  const avatar = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ avatar: bseUsuario.imgAvatar })
      .from(bseUsuario)
      .where(eq(bseUsuario.codBseUsuario, userId))
      .for('update');
    await tx
      .update(bseUsuario)
      .set({ nomUsuario: `Pessoa removida ${code}`, cstLogin: code, txtSenha: lockedOut, imgAvatar: null, indAtivo: 'N' })
      .where(eq(bseUsuario.codBseUsuario, userId));
    await tx
      .update(bseAcesso)
      .set({ cstLogin: code, nomSo: null, txtVersaoSo: null, nomNavegador: null, txtVersaoNavegador: null, txtObservacao: null })
      .where(or(eq(bseAcesso.codBseUsuario, userId), eq(bseAcesso.cstLogin, user.cstLogin)));
    await tx.update(chtMensagem).set({ txtMensagem: REMOVED_TEXT }).where(eq(chtMensagem.codUsuarioCriacao, userId));
    await tx.update(frmTopico).set({ txtTopico: REMOVED_TEXT, dscTopico: REMOVED_TEXT }).where(eq(frmTopico.codUsuarioCriacao, userId));
    await tx.update(frmPostagem).set({ txtPostagem: REMOVED_TEXT }).where(eq(frmPostagem.codUsuarioCriacao, userId));
    await tx
      .update(bseSuporte)
      .set({ nomContato: `Pessoa removida ${code}`, dscEmail: `${code.toLowerCase()}@removido.invalid`, dscDescricao: REMOVED_TEXT })
      .where(eq(bseSuporte.codUsuarioCriacao, userId));
    await tx.update(cldCalendario).set({ dscTitulo: REMOVED_TEXT }).where(eq(cldCalendario.codUsuarioCriacao, userId));
    await tx.delete(cldCalendarioToken).where(eq(cldCalendarioToken.codBseUsuario, userId));
    await tx
      .update(bseQuestaoResposta)
      .set({ resResposta: REMOVED_TEXT })
      .where(and(eq(bseQuestaoResposta.codBseUsuario, userId), isNotNull(bseQuestaoResposta.resResposta)));
    await tx.delete(bseQuestaoRespostaRascunho).where(eq(bseQuestaoRespostaRascunho.codBseUsuario, userId));
    // A justification may say why a child was away (an illness): the absence stays, its reason goes.
    await tx.update(bseFrequencia).set({ dscJustificativa: null }).where(eq(bseFrequencia.codBseUsuario, userId));
    await tx
      .update(bseFrequenciaHistorico)
      .set({ dscJustificativaAnterior: null, dscJustificativaNova: null })
      .where(eq(bseFrequenciaHistorico.codBseUsuario, userId));
    await tx
      .delete(bseResponsavelAluno)
      .where(or(eq(bseResponsavelAluno.codAluno, userId), eq(bseResponsavelAluno.codResponsavel, userId)));
    await tx.delete(bseResponsavelResumo).where(eq(bseResponsavelResumo.codResponsavel, userId));
    await recordRequest(tx, userId, 'A', viewer.userId);
    return row?.avatar ?? null;
  });
  await storage.remove(avatar);
}
