import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { childrenOfGuardians } from './child.service';
import { claimDue, releaseClaim } from './summary.repository';
import { summaryHtml, summaryText } from './summary.render';

export interface SummaryMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** What sends an e-mail: SMTP in the product (`SMTP_URL`), the test's own SMTP server in the tests. */
export interface Mailer {
  send(mail: SummaryMail): Promise<void>;
  close(): void;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

/** The private page's and the one-click stop's addresses of a token. */
export const summaryPath = (token: string) => `/api/responsavel/resumo/${token}`;
export const stopPath = (token: string) => `${summaryPath(token)}/parar`;

export interface SendReport {
  sent: number;
  failed: number;
}

/**
 * Sends every weekly summary now due, `batchSize` guardians at a time: each batch is claimed (no other process sends
 * it), its children read in the same few statements whatever its size, then mailed; a failed e-mail is due again at
 * the next round. The stop link is a one-click unsubscribe (RFC 8058) besides the link in the text.
 */
export async function sendDueSummaries(
  db: Db,
  mailer: Mailer,
  opts: { baseUrl: string; now?: Date; batchSize?: number },
): Promise<SendReport> {
  const report: SendReport = { sent: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDue(db, opts.now ?? new Date(), opts.batchSize ?? 500);
    if (claimed.length === 0) return report;
    const children = await childrenOfGuardians(
      db,
      claimed.map((g) => g.codResponsavel),
    );
    const failed: number[] = [];
    for (const guardian of claimed) {
      const stopUrl = `${opts.baseUrl}${stopPath(guardian.cstToken)}`;
      const kids = children.get(guardian.codResponsavel) ?? [];
      try {
        await mailer.send({
          to: guardian.dscEmail!,
          subject: 'Resumo da semana no Portal Escolar',
          text: summaryText(guardian.nomUsuario, kids, stopUrl),
          html: summaryHtml(guardian.nomUsuario, kids, stopUrl),
          headers: { 'List-Unsubscribe': `<${stopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
        report.sent += 1;
      } catch {
        failed.push(guardian.codResponsavel);
      }
    }
    await releaseClaim(db, failed);
    report.failed += failed.length;
    if (failed.length === claimed.length) return report;
  }
}
