import { GuardianSummaryBody, GuardianSummaryDto, GuardianSummaryParam } from '@portal/shared/guardians';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../plugins/auth';
import { type Mailer, sendDueSummaries } from './summary.mailer';
import { changeSummary, stopPage, stopSummary, summaryPage, summarySettings } from './summary.service';

const tags = ['guardians'];

export interface SummaryOptions {
  /** Sends the weekly e-mails (SMTP_URL); without it the summary is its private page only. */
  mailer?: Mailer;
  /** The address the e-mails' links start with (PUBLIC_URL). */
  baseUrl: string;
  /** How often the due e-mails are looked for (each guardian's goes a week after their last). */
  everyMs: number;
}

const html = { content: { 'text/html': { schema: z.string().describe('a page of the weekly summary') } } };

/** The weekly summary (issue 27): the guardian's settings, the private page, the one-click stop and the weekly e-mail. */
export const summaryRoutes: FastifyPluginAsyncZod<SummaryOptions> = async (app, opts) => {
  const emailAvailable = opts.mailer !== undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const round = () => {
    running ??= sendDueSummaries(app.db, opts.mailer!, { baseUrl: opts.baseUrl })
      .then((report) => report.sent + report.failed > 0 && app.log.info({ summaries: report }, 'weekly summaries sent'))
      .catch((error: unknown) => app.log.error({ err: error }, 'weekly summaries failed'))
      .finally(() => (running = undefined));
  };
  if (opts.mailer) {
    app.addHook('onReady', async () => {
      timer = setInterval(round, opts.everyMs).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      opts.mailer!.close();
    });
  }

  // The stop comes as a form (the page's button) or as RFC 8058's `List-Unsubscribe=One-Click`: its body is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );

  app.get(
    '/api/responsavel/resumo',
    { config: { capability: 'guardian:own' }, schema: { tags, response: { 200: GuardianSummaryDto } } },
    async (request) => summarySettings(app.db, viewerOf(request), emailAvailable),
  );

  app.put(
    '/api/responsavel/resumo',
    { config: { capability: 'guardian:own' }, schema: { tags, body: GuardianSummaryBody, response: { 200: GuardianSummaryDto } } },
    async (request) => changeSummary(app.db, viewerOf(request), request.body, emailAvailable),
  );

  // Public: the secret in the path is the credential (an e-mail's links carry no token).
  const page = { config: { public: true }, schema: { tags, params: GuardianSummaryParam, response: { 200: html } } } as const;
  const htmlReply = (reply: FastifyReply, text: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(text);
  app.get('/api/responsavel/resumo/:token', page, async (request, reply) =>
    htmlReply(reply, await summaryPage(app.db, request.params.token)),
  );
  app.get('/api/responsavel/resumo/:token/parar', page, async (request, reply) =>
    htmlReply(reply, await stopPage(app.db, request.params.token)),
  );
  app.post('/api/responsavel/resumo/:token/parar', page, async (request, reply) =>
    htmlReply(reply, await stopSummary(app.db, request.params.token)),
  );
};
