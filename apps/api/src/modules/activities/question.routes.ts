import { QuestionCreateBody, QuestionDto, QuestionIdParam, QuestionListQuery, QuestionUpdateBody } from '@portal/shared/activities';
import { OkAnswer } from '@portal/shared/common/answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createQuestion, deleteQuestion, editQuestion, getQuestion, listQuestions } from './question.service';

const tags = ['activities'];
const manage = { capability: 'activity:manage' } as const;

/** The questions of an activity (`/questao`, 2-access-users-activities.md §2, §4, §5). */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bse_questao',
    { config: manage, schema: { tags, querystring: QuestionListQuery, response: { 200: z.array(QuestionDto) } } },
    async (request) => listQuestions(app.db, request.query.codBseAtividade),
  );
  app.get(
    '/api/bse_questao/:codBseQuestao',
    { config: manage, schema: { tags, params: QuestionIdParam, response: { 200: QuestionDto } } },
    async (request) => getQuestion(app.db, request.params.codBseQuestao),
  );
  app.post(
    '/api/bse_questao',
    { config: manage, schema: { tags, body: QuestionCreateBody, response: { 201: QuestionDto } } },
    async (request, reply) => reply.code(201).send(await createQuestion(app.db, request.body)),
  );
  app.put(
    '/api/bse_questao/:codBseQuestao',
    { config: manage, schema: { tags, params: QuestionIdParam, body: QuestionUpdateBody, response: { 200: QuestionDto } } },
    async (request) => editQuestion(app.db, request.params.codBseQuestao, request.body),
  );
  app.delete(
    '/api/bse_questao/:codBseQuestao',
    { config: manage, schema: { tags, params: QuestionIdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await deleteQuestion(app.db, request.params.codBseQuestao);
      return { ok: true as const };
    },
  );
};
