import {
  ActivityIdParam,
  AnswerTablePage,
  AnswerTableQuery,
  GradeAuditDto,
  GradeIdsParam,
  GradePage,
  GradesCreateBody,
  GradesUpdateBody,
  GradingFormDto,
  GradingQuery,
  RecordListQuery,
} from '@portal/shared/activities';
import { OkAnswer } from '@portal/shared/common/answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answersTable, changeGrades, giveGrades, gradeAudit, gradingForm, listGrades } from './grading.service';
import { viewerOf } from '../../plugins/auth';

const tags = ['activities'];
const grade = { capability: 'activity:grade' } as const;

/** The answers and their grades (`/atividade/respostas/...`, 2-access-users-activities.md §2, §4, §5, §8). */
export const gradingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bse_questao_resposta/:codBseAtividade',
    { config: grade, schema: { tags, params: ActivityIdParam, querystring: AnswerTableQuery, response: { 200: AnswerTablePage } } },
    async (request) => answersTable(app.db, viewerOf(request), request.params.codBseAtividade, request.query),
  );
  app.get(
    '/api/bse_questao_resposta/respostas/:codBseAtividade',
    { config: grade, schema: { tags, params: ActivityIdParam, querystring: GradingQuery, response: { 200: GradingFormDto } } },
    async (request) =>
      gradingForm(app.db, viewerOf(request), request.params.codBseAtividade, request.query.codTurma, request.query.codUsuario),
  );
  app.post(
    '/api/bse_nota',
    { config: grade, schema: { tags, body: GradesCreateBody, response: { 201: OkAnswer } } },
    async (request, reply) => {
      await giveGrades(app.db, viewerOf(request), request.body);
      return reply.code(201).send({ ok: true as const });
    },
  );
  app.get(
    '/api/bse_nota',
    { config: { capability: 'activity:records' }, schema: { tags, querystring: RecordListQuery, response: { 200: GradePage } } },
    async (request) => listGrades(app.db, viewerOf(request), request.query),
  );
  app.put(
    '/api/bse_nota/updateMany/:ids',
    { config: grade, schema: { tags, params: GradeIdsParam, body: GradesUpdateBody, response: { 200: OkAnswer } } },
    async (request) => {
      await changeGrades(app.db, viewerOf(request), request.params.ids, request.body);
      return { ok: true as const };
    },
  );
  app.get(
    '/api/bse_nota/historico/:codBseAtividade',
    {
      config: { capability: 'activity:audit' },
      schema: { tags, params: ActivityIdParam, querystring: GradingQuery, response: { 200: z.array(GradeAuditDto) } },
    },
    async (request) =>
      gradeAudit(app.db, viewerOf(request), request.params.codBseAtividade, request.query.codTurma, request.query.codUsuario),
  );
};
