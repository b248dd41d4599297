import { OkAnswer } from '@portal/shared/common/answers';
import { IdParam } from '@portal/shared/common/pagination';
import { IdText } from '@portal/shared/common/ids';
import {
  GAME_DATA_PART,
  GameAnswerCreateBody,
  GameAnswerItemDto,
  GameAnswerUpdateBody,
  GameQuestionCreateBody,
  GameQuestionItemDto,
  GameQuestionUpdateBody,
} from '@portal/shared/curriculum';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../plugins/auth';
import { type MultipartSpec, multipartParser, readJsonWithFiles } from '../../plugins/uploads';
import { addAnswer, addQuestion, changeAnswer, changeQuestion, clearAnswers, clearQuestions } from './game-item.service';

const author = { capability: 'curriculum:author' as const };
const tags = ['curriculum'];
const QuestionParam = z.object({ codTrlConteudoJogoPergunta: IdText });
const AnswerParam = z.object({ codTrlConteudoJogoResposta: IdText });

/** A question or an answer: JSON, or its image variant, multipart with that JSON in `dados` and the image's file part. */
const itemForm = (fields: z.ZodType): MultipartSpec => ({
  fields,
  jsonPart: GAME_DATA_PART,
  files: { '*': 'the image (jpeg or png, at most 5 MiB), named by the `file:<part>` reference in `dados`' },
  maxFiles: 1,
});

/**
 * The documents' calls that build a game one question or answer at a time (1-authoring §7 "Contents"):
 * `{id}` of a PUT is the question's or the answer's, of `apagarParaEditar` the game's (its content item).
 * The product's own screens save a game whole (game.routes.ts).
 */
export const gameItemRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartParser);

  app.post(
    '/api/trl_conteudo_jogo_pergunta',
    { config: { ...author, multipart: itemForm(GameQuestionCreateBody) }, schema: { tags, response: { 201: GameQuestionItemDto } } },
    async (request, reply) => {
      const { data, files } = await readJsonWithFiles(request);
      return reply.code(201).send(await addQuestion(app.db, app.storage, viewerOf(request), data, files));
    },
  );
  app.put(
    '/api/trl_conteudo_jogo_pergunta/:codTrlConteudoJogoPergunta',
    {
      config: { ...author, multipart: itemForm(GameQuestionUpdateBody) },
      schema: { tags, params: QuestionParam, response: { 200: GameQuestionItemDto } },
    },
    async (request) => {
      const { data, files } = await readJsonWithFiles(request);
      return changeQuestion(app.db, app.storage, viewerOf(request), request.params.codTrlConteudoJogoPergunta, data, files);
    },
  );
  app.delete(
    '/api/trl_conteudo_jogo_pergunta/apagarParaEditar/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await clearQuestions(app.db, app.storage, viewerOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/trl_conteudo_jogo_resposta',
    { config: { ...author, multipart: itemForm(GameAnswerCreateBody) }, schema: { tags, response: { 201: GameAnswerItemDto } } },
    async (request, reply) => {
      const { data, files } = await readJsonWithFiles(request);
      return reply.code(201).send(await addAnswer(app.db, app.storage, viewerOf(request), data, files));
    },
  );
  app.put(
    '/api/trl_conteudo_jogo_resposta/:codTrlConteudoJogoResposta',
    {
      config: { ...author, multipart: itemForm(GameAnswerUpdateBody) },
      schema: { tags, params: AnswerParam, response: { 200: GameAnswerItemDto } },
    },
    async (request) => {
      const { data, files } = await readJsonWithFiles(request);
      return changeAnswer(app.db, app.storage, viewerOf(request), request.params.codTrlConteudoJogoResposta, data, files);
    },
  );
  app.delete(
    '/api/trl_conteudo_jogo_resposta/apagarParaEditar/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await clearAnswers(app.db, app.storage, viewerOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
