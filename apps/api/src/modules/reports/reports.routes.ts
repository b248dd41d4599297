import {
  AccessPage,
  AttendancePage,
  EvaluationPage,
  GradePage,
  ProgressPage,
  QUANTITY_PAGE_SIZE,
  QuantityClassPage,
  type QuantityClassRow,
  QuantityTotals,
  ReportFilter,
  type ReportName,
  ReportNameParam,
  ReportCsvQuery,
  ReportPageQuery,
} from '@portal/shared/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportCsv } from './reports.csv';
import { readerLanguage } from '../../lib/reader-language';
import { reportPage, totals } from './reports.service';
import { viewerOf } from '../../plugins/auth';

const tags = ['reports'];
const read = { capability: 'report:read' } as const;

/** The reports (`/relatorio`, 3-reports-communication.md §2 "Reports", §7 "Reports"). */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/rel_relatorio/quantidade', { config: read, schema: { tags, response: { 200: QuantityTotals } } }, async (request) =>
    totals(app.db, viewerOf(request), {}),
  );
  for (const url of ['/api/rel_relatorio/filtrarQuantidadeGestor', '/api/rel_relatorio/filtrarQuantidadeDiretor']) {
    app.post(url, { config: read, schema: { tags, body: ReportFilter, response: { 200: QuantityTotals } } }, async (request) =>
      totals(app.db, viewerOf(request), request.body),
    );
  }

  const QuantityQuery = ReportPageQuery.extend({ pageSize: ReportPageQuery.shape.pageSize.removeDefault().default(QUANTITY_PAGE_SIZE) });
  app.post(
    '/api/rel_relatorio/filtrarQuantidadeNames',
    { config: read, schema: { tags, body: ReportFilter, querystring: QuantityQuery, response: { 200: QuantityClassPage } } },
    async (request) => reportPage<QuantityClassRow>(app.db, viewerOf(request), 'quantidade', request.body, request.query),
  );

  const listed: [string, ReportName, z.ZodType][] = [
    ['/api/rel_relatorio/filtrarAcessos', 'acesso', AccessPage],
    ['/api/rel_relatorio/filtrarNotas', 'notas', GradePage],
    ['/api/rel_relatorio/filtrar', 'progresso', ProgressPage],
    ['/api/rel_relatorio/filtrarAvaliacaoTrilha', 'avaliacaoTrilha', EvaluationPage],
    ['/api/rel_relatorio/filtrarFrequencia', 'frequencia', AttendancePage],
  ];
  for (const [url, name, answer] of listed) {
    app.post(
      url,
      { config: read, schema: { tags, body: ReportFilter, querystring: ReportPageQuery, response: { 200: answer } } },
      async (request) => reportPage(app.db, viewerOf(request), name, request.body, request.query),
    );
  }

  app.post(
    '/api/rel_relatorio/csv/:relatorio',
    {
      config: read,
      schema: {
        tags,
        params: ReportNameParam,
        querystring: ReportCsvQuery,
        body: ReportFilter,
        // The file is streamed as text/csv (a stream is never serialized): the schema only describes it.
        response: {
          200: { content: { 'text/csv': { schema: z.string().describe('relatorio.csv: UTF-8 with BOM, `;`, every value quoted, CRLF') } } },
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="relatorio.csv"')
        .send(
          reportCsv(
            app.db,
            viewerOf(request),
            request.params.relatorio,
            request.body,
            request.query.idioma ?? readerLanguage(request.headers),
          ) as unknown as string,
        ),
  );
};
