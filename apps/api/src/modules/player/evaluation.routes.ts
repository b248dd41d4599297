import { OkAnswer } from '@portal/shared/common/answers';
import { EvaluationBody, EvaluationQuestionDto } from '@portal/shared/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../plugins/auth';
import { evaluateChapter, listEvaluationQuestions } from './evaluation.service';

const tags = ['player'];

/** The chapter evaluation: its fixed questions, and a student's answers. */
export const evaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/plataforma/avaliacao/perguntas',
    // Public: the training platform asks them without signing in (the catalogue holds nothing of anyone).
    { config: { public: true }, schema: { tags, response: { 200: z.array(EvaluationQuestionDto) } } },
    async () => listEvaluationQuestions(app.db),
  );
  app.post(
    '/api/plataforma/avaliacao',
    { config: { capability: 'player:record' }, schema: { tags, body: EvaluationBody, response: { 200: OkAnswer } } },
    async (request) => {
      await evaluateChapter(app.db, viewerOf(request).userId, request.body);
      return { ok: true as const };
    },
  );
};
