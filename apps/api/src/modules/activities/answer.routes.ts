import {
  AnswerIdParam,
  AnswerPostBody,
  AnswerQuestionParam,
  AnswerRecordDto,
  AnswerUpdateBody,
  RecordListQuery,
  StoredAnswerPage,
  StudentActivityDto,
} from '@portal/shared/activities';
import { OkAnswer } from '@portal/shared/common/answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeAnswer, deleteAnswer, listAnswers, postAnswers } from './answer.service';
import { viewerOf } from '../../plugins/auth';

const tags = ['activities'];
const answer = { capability: 'activity:answer' } as const;

/**
 * The documents' answer calls (2-access-users-activities.md §3, §7; issue 25): the submission, batched or one
 * answer at a time, the student's change and removal of an answer before sending, and the answers list.
 */
export const answerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bse_questao_resposta',
    { config: { capability: 'activity:records' }, schema: { tags, querystring: RecordListQuery, response: { 200: StoredAnswerPage } } },
    async (request) => listAnswers(app.db, viewerOf(request), request.query),
  );
  app.post(
    '/api/bse_questao_resposta',
    { config: answer, schema: { tags, body: AnswerPostBody, response: { 201: z.union([StudentActivityDto, AnswerRecordDto]) } } },
    async (request, reply) => reply.code(201).send(await postAnswers(app.db, viewerOf(request), request.body)),
  );
  app.put(
    '/api/bse_questao_resposta/:codBseQuestao',
    { config: answer, schema: { tags, params: AnswerQuestionParam, body: AnswerUpdateBody, response: { 200: AnswerRecordDto } } },
    async (request) => changeAnswer(app.db, viewerOf(request), request.params.codBseQuestao, request.body),
  );
  app.delete(
    '/api/bse_questao_resposta/:id',
    { config: answer, schema: { tags, params: AnswerIdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await deleteAnswer(app.db, viewerOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
