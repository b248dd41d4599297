import { OkAnswer } from '@portal/shared/common/answers';
import { IdParam } from '@portal/shared/common/pagination';
import { IdText } from '@portal/shared/common/ids';
import {
  GAME_DATA_PART,
  GameAnswerCreateBody,
  GameAnswerCreateForm,
  GameAnswerItemDto,
  GameAnswerUpdateBody,
  GameAnswerUpdateForm,
  GameQuestionCreateBody,
  GameQuestionCreateForm,
  GameQuestionItemDto,
  GameQuestionUpdateBody,
  GameQuestionUpdateForm,
  IMAGE_REF_NEW_PREFIX,
} from '@portal/shared/curriculum';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../plugins/auth';
import { type MultipartSpec, type UploadedFile, multipartParser, readJsonWithFiles } from '../../plugins/uploads';
import { addAnswer, addQuestion, changeAnswer, changeQuestion, clearAnswers, clearQuestions } from './game-item.service';

const author = { capability: 'curriculum:author' as const };
const tags = ['curriculum'];
const QuestionParam = z.object({ codTrlConteudoJogoPergunta: IdText });
const AnswerParam = z.object({ codTrlConteudoJogoResposta: IdText });

/**
 * A question or an answer: JSON; or multipart with that JSON in `dados` and the image's file part named by a
 * `file:<part>` reference; or the documents' image variant, the fields as parts of their own (`flat`) beside the
 * file part named as the image field itself.
 */
const itemForm = (fields: z.ZodType, flat: z.ZodObject, image: ImageField): MultipartSpec => ({
  fields,
  jsonPart: GAME_DATA_PART,
  flat,
  files: { '*': `the image (jpeg or png, at most 5 MiB), named by the \`file:<part>\` reference in \`dados\`, or \`${image}\` without it` },
  maxFiles: 1,
});

type ImageField = 'imgPergunta' | 'imgResposta';

/** The body as the services read it (the flat variant's image as a `file:` reference), and the flat form when it came so. */
async function readItem(request: FastifyRequest, image: ImageField) {
  const { data, files, form } = await readJsonWithFiles(request);
  if (form !== 'flat') return { data, files, flat: undefined };
  const flat = data as Record<string, unknown>;
  const sent = files.some((file: UploadedFile) => file.field === image);
  const body = {
    ...flat,
    codTrlConteudoJogo: flat.codTrlConteudoJogo ?? flat.codTrlConteudo,
    ...(sent ? { [image]: IMAGE_REF_NEW_PREFIX + image } : {}),
  };
  return { data: body, files, flat };
}

/**
 * The documents' calls that build a game one question or answer at a time (1-authoring §7 "Contents"):
 * `{id}` of a PUT is the question's or the answer's (in the image variant that names the item, the game's), of
 * `apagarParaEditar` the game's (its content item).
 * The product's own screens save a game whole (game.routes.ts).
 */
export const gameItemRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartParser);

  app.post(
    '/api/trl_conteudo_jogo_pergunta',
    {
      config: { ...author, multipart: itemForm(GameQuestionCreateBody, GameQuestionCreateForm, 'imgPergunta') },
      schema: { tags, response: { 201: GameQuestionItemDto } },
    },
    async (request, reply) => {
      const { data, files } = await readItem(request, 'imgPergunta');
      return reply.code(201).send(await addQuestion(app.db, app.storage, viewerOf(request), data, files));
    },
  );
  app.put(
    '/api/trl_conteudo_jogo_pergunta/:codTrlConteudoJogoPergunta',
    {
      config: { ...author, multipart: itemForm(GameQuestionUpdateBody, GameQuestionUpdateForm, 'imgPergunta') },
      schema: { tags, params: QuestionParam, response: { 200: GameQuestionItemDto } },
    },
    async (request) => {
      const { data, files, flat } = await readItem(request, 'imgPergunta');
      const pathId = request.params.codTrlConteudoJogoPergunta;
      // The documents' image variant is keyed by the game (`/{codTrlConteudo}`) and names the question in the form.
      const named = (flat as GameQuestionUpdateForm | undefined)?.codTrlConteudoJogoPergunta;
      const item = named === undefined ? { id: pathId } : { id: named, inGame: pathId };
      return changeQuestion(app.db, app.storage, viewerOf(request), item, data, files);
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
    {
      config: { ...author, multipart: itemForm(GameAnswerCreateBody, GameAnswerCreateForm, 'imgResposta') },
      schema: { tags, response: { 201: GameAnswerItemDto } },
    },
    async (request, reply) => {
      const { data, files } = await readItem(request, 'imgResposta');
      return reply.code(201).send(await addAnswer(app.db, app.storage, viewerOf(request), data, files));
    },
  );
  app.put(
    '/api/trl_conteudo_jogo_resposta/:codTrlConteudoJogoResposta',
    {
      config: { ...author, multipart: itemForm(GameAnswerUpdateBody, GameAnswerUpdateForm, 'imgResposta') },
      schema: { tags, params: AnswerParam, response: { 200: GameAnswerItemDto } },
    },
    async (request) => {
      const { data, files, flat } = await readItem(request, 'imgResposta');
      const pathId = request.params.codTrlConteudoJogoResposta;
      // The documents' image variant is keyed by the game (`/{codTrlConteudo}`) and names the answer in the form.
      const named = (flat as GameAnswerUpdateForm | undefined)?.codTrlConteudoJogoResposta;
      const item = named === undefined ? { id: pathId } : { id: named, inGame: pathId };
      return changeAnswer(app.db, app.storage, viewerOf(request), item, data, files);
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
