import { type GuardianSummaryBody, type GuardianSummaryDto } from '@portal/shared/guardians';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Viewer } from '../../lib/viewer';
import { childrenOfGuardians } from './child.service';
import { stopPath, summaryPath } from './summary.mailer';
import { guardianOfToken, stopByToken, summaryOf, updateSummary } from './summary.repository';
import { htmlPage, paragraph, summaryHtml } from './summary.render';

type SummaryBody = z.output<typeof GuardianSummaryBody>;

/** GET /api/responsavel/resumo: the guardian's summary settings (the private address is drawn on first use). */
export async function summarySettings(db: Db, viewer: Viewer, emailDisponivel: boolean): Promise<GuardianSummaryDto> {
  const row = await summaryOf(db, viewer.userId);
  return {
    endereco: summaryPath(row.cstToken),
    dscEmail: row.dscEmail,
    envioSemanal: row.indEnvio === 'S',
    emailDisponivel,
    datUltimoEnvio: row.datUltimoEnvio,
  };
}

/** PUT /api/responsavel/resumo: the e-mail and whether it is sent each week. */
export async function changeSummary(db: Db, viewer: Viewer, body: SummaryBody, emailDisponivel: boolean): Promise<GuardianSummaryDto> {
  await summaryOf(db, viewer.userId);
  await updateSummary(db, viewer.userId, {
    ...(body.dscEmail !== undefined && { dscEmail: body.dscEmail }),
    ...(body.envioSemanal !== undefined && { indEnvio: body.envioSemanal ? 'S' : 'N' }),
  });
  return summarySettings(db, viewer, emailDisponivel);
}

/** The private page: the summary of a known address (404 otherwise); before the term is accepted, only that it must be. */
export async function summaryPage(db: Db, token: string): Promise<string> {
  const guardian = await guardianOfToken(db, token);
  if (!guardian) throw notFound();
  if (!guardian.aceito) {
    return htmlPage(
      'Resumo da semana',
      paragraph('Entre no Portal Escolar e aceite o termo de consentimento para ver o resumo dos seus filhos.'),
    );
  }
  const children = (await childrenOfGuardians(db, [guardian.codResponsavel])).get(guardian.codResponsavel) ?? [];
  return summaryHtml(guardian.nomUsuario, children, stopPath(token));
}

/** The stop link's page: one button (a link alone must not change anything: mail scanners open links). */
export async function stopPage(db: Db, token: string): Promise<string> {
  if (!(await guardianOfToken(db, token))) throw notFound();
  return htmlPage(
    'Resumo da semana',
    `${paragraph('Deseja parar de receber o resumo semanal por e-mail?')}<form method="post"><button type="submit">Parar o resumo semanal</button></form>`,
  );
}

/** The one-click stop (the page's button, or the mail client's List-Unsubscribe-Post). */
export async function stopSummary(db: Db, token: string): Promise<string> {
  if (!(await stopByToken(db, token))) throw notFound();
  return htmlPage(
    'Resumo da semana',
    paragraph('Pronto: você não receberá mais o resumo semanal. Você pode ligá-lo de novo no Portal Escolar.'),
  );
}
