import { OkAnswer } from '@portal/shared/common/answers';
import {
  DialogueContentDto,
  ContentDto,
  ImageContentDto,
  AssemblyContentDto,
  ContentOrderDto,
  TextContentDto,
  VideoContentDto,
  DialogueCreateBody,
  DialogueUpdateBody,
  IMAGE_FILE_PART,
  ImageCreateFields,
  ImageUpdateFields,
  ContentSwapBody,
  AssemblyCreateBody,
  ContentMoveBody,
  ContentCreateBody,
  ContentUpdateBody,
  GAME_DATA_PART,
  GAME_IMAGES_MAX,
  GAME_UPLOAD_MAX_BYTES,
  TextCreateBody,
  TextUpdateBody,
  VideoCreateBody,
  VideoUpdateBody,
} from '@portal/shared/curriculum';
import { IdParam } from '@portal/shared/common/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdText } from '@portal/shared/common/ids';
import { type MultipartSpec, multipartParser, readJsonWithFiles, readMultipart } from '../../plugins/uploads';
import { createContentItem, updateContentItem } from './content-dispatch.service';
import {
  createAssembly,
  createDialogue,
  createText,
  createVideo,
  loadAssembly,
  loadDialogue,
  loadImage,
  loadText,
  loadVideo,
  updateDialogue,
  updateText,
  updateVideo,
} from './content-type.service';
import { contentsOfLesson, deleteContent, getContent, moveContent, swapContents } from './content.service';
import { createImage, updateImage } from './image.service';
import { viewerOf } from '../../plugins/auth';

const author = { capability: 'curriculum:author' as const };
const tags = ['curriculum'];
const ContentParam = z.object({ codTrlConteudo: IdText });
const created = { 201: ContentDto };
const updated = { 200: ContentDto };
/** The image form: its text fields and the one file part `dscImagem`. */
const imageForm = (fields: z.ZodType): MultipartSpec => ({
  fields,
  files: { [IMAGE_FILE_PART]: 'the image: jpeg, png or webp, at most 5 MiB (re-encoded to a JPEG within 480×640)' },
  maxFiles: 1,
});

/**
 * The documents' generic content calls: a JSON body, or multipart with it in the `dados` part beside an
 * image's `dscImagem` file part or a game's image parts (named by `file:<part>` in `dados`).
 */
const anyContentForm = (fields: z.ZodType): MultipartSpec => ({
  fields,
  jsonPart: GAME_DATA_PART,
  files: {
    [IMAGE_FILE_PART]: 'type 2: the image, jpeg, png or webp, at most 5 MiB (re-encoded to a JPEG within 480×640)',
    '*': 'type 3: one part per new image of the game (jpeg or png, at most 5 MiB), named by the `file:<part>` references in `dados`',
  },
  maxFiles: GAME_IMAGES_MAX,
  maxBytes: GAME_UPLOAD_MAX_BYTES,
});

/** Content items (trl_conteudo) and the typed calls of types 1, 2, 4, 5 and 6 (games: game.routes.ts). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartParser);
  app.get(
    '/api/trl_conteudo/conteudosDaAula/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: z.array(ContentDto) } } },
    async (request) => contentsOfLesson(app.db, viewerOf(request), request.params.id),
  );
  app.get('/api/trl_conteudo/:id', { config: author, schema: { tags, params: IdParam, response: { 200: ContentDto } } }, async (request) =>
    getContent(app.db, viewerOf(request), request.params.id),
  );
  app.delete(
    '/api/trl_conteudo/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await deleteContent(app.db, app.storage, viewerOf(request), request.params.id);
      return { ok: true as const };
    },
  );
  // The documents' generic create and update (1-authoring §7 "Contents"), thin over the per-type services.
  app.post(
    '/api/trl_conteudo',
    { config: { ...author, multipart: anyContentForm(ContentCreateBody) }, schema: { tags, response: created } },
    async (request, reply) => {
      const { data, files } = await readJsonWithFiles(request);
      return reply.code(201).send(await createContentItem(app.db, app.storage, viewerOf(request), data, files));
    },
  );
  app.put(
    '/api/trl_conteudo/:codTrlConteudo',
    { config: { ...author, multipart: anyContentForm(ContentUpdateBody) }, schema: { tags, params: ContentParam, response: updated } },
    async (request) => {
      const { data, files } = await readJsonWithFiles(request);
      return updateContentItem(app.db, app.storage, viewerOf(request), request.params.codTrlConteudo, data, files);
    },
  );
  app.put(
    '/api/trl_conteudo/inverterConteudos/x',
    { config: author, schema: { tags, body: ContentSwapBody, response: { 200: z.array(ContentOrderDto) } } },
    async (request) => swapContents(app.db, viewerOf(request), request.body),
  );
  app.put(
    '/api/trl_conteudo/moverParaAula/x',
    { config: author, schema: { tags, body: ContentMoveBody, response: { 200: z.array(ContentOrderDto) } } },
    async (request) => moveContent(app.db, viewerOf(request), request.body),
  );

  // 1 text
  app.post(
    '/api/trl_conteudo_texto',
    { config: author, schema: { tags, body: TextCreateBody, response: created } },
    async (request, reply) => reply.code(201).send(await createText(app.db, viewerOf(request), request.body)),
  );
  app.put(
    '/api/trl_conteudo_texto/:codTrlConteudo',
    { config: author, schema: { tags, params: ContentParam, body: TextUpdateBody, response: updated } },
    async (request) => updateText(app.db, viewerOf(request), request.params.codTrlConteudo, request.body),
  );
  app.get(
    '/api/trl_conteudo_texto/loadInfoConteudoTexto/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: TextContentDto } } },
    async (request) => loadText(app.db, viewerOf(request), request.params.id),
  );

  // 2 image (multipart: codTrlAula, dscTitulo, file part dscImagem)
  app.post(
    '/api/trl_conteudo_imagem',
    { config: { ...author, multipart: imageForm(ImageCreateFields) }, schema: { tags, response: created } },
    async (request, reply) => reply.code(201).send(await createImage(app.db, app.storage, viewerOf(request), await readMultipart(request))),
  );
  app.put(
    '/api/trl_conteudo_imagem/:codTrlConteudo',
    { config: { ...author, multipart: imageForm(ImageUpdateFields) }, schema: { tags, params: ContentParam, response: updated } },
    async (request) => updateImage(app.db, app.storage, viewerOf(request), request.params.codTrlConteudo, await readMultipart(request)),
  );
  app.get(
    '/api/trl_conteudo_imagem/loadInfoConteudoImagem/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: ImageContentDto } } },
    async (request) => loadImage(app.db, viewerOf(request), request.params.id),
  );

  // 4 character dialogue
  app.post(
    '/api/trl_conteudo_personagem_texto',
    { config: author, schema: { tags, body: DialogueCreateBody, response: created } },
    async (request, reply) => reply.code(201).send(await createDialogue(app.db, viewerOf(request), request.body)),
  );
  app.put(
    '/api/trl_conteudo_personagem_texto/:codTrlConteudo',
    { config: author, schema: { tags, params: ContentParam, body: DialogueUpdateBody, response: updated } },
    async (request) => updateDialogue(app.db, viewerOf(request), request.params.codTrlConteudo, request.body),
  );
  app.get(
    '/api/trl_conteudo_personagem_texto/loadInfoConteudoPersonagemTexto/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: DialogueContentDto } } },
    async (request) => loadDialogue(app.db, viewerOf(request), request.params.id),
  );

  // 5 video
  app.post(
    '/api/trl_conteudo_video',
    { config: author, schema: { tags, body: VideoCreateBody, response: created } },
    async (request, reply) => reply.code(201).send(await createVideo(app.db, viewerOf(request), request.body)),
  );
  app.put(
    '/api/trl_conteudo_video/:codTrlConteudo',
    { config: author, schema: { tags, params: ContentParam, body: VideoUpdateBody, response: updated } },
    async (request) => updateVideo(app.db, viewerOf(request), request.params.codTrlConteudo, request.body),
  );
  app.get(
    '/api/trl_conteudo_video/loadInfoConteudoVideo/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: VideoContentDto } } },
    async (request) => loadVideo(app.db, viewerOf(request), request.params.id),
  );

  // 6 assembly (view-only once created)
  app.post(
    '/api/trl_conteudo_montagem',
    { config: author, schema: { tags, body: AssemblyCreateBody, response: created } },
    async (request, reply) => reply.code(201).send(await createAssembly(app.db, viewerOf(request), request.body)),
  );
  app.get(
    '/api/trl_montagem/loadInfoMontagem/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: AssemblyContentDto } } },
    async (request) => loadAssembly(app.db, viewerOf(request), request.params.id),
  );
};
