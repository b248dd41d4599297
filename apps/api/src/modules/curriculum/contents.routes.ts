import {
  ConteudoDialogoDto,
  ConteudoDto,
  ConteudoImagemDto,
  ConteudoMontagemDto,
  ConteudoOrderDto,
  ConteudoTextoDto,
  ConteudoVideoDto,
  DialogoCreateBody,
  DialogoUpdateBody,
  InverterConteudosBody,
  MontagemCreateBody,
  MoverConteudoBody,
  OkDto,
  TextoCreateBody,
  TextoUpdateBody,
  VideoCreateBody,
  VideoUpdateBody,
} from '@portal/shared/curriculum';
import { IdParam } from '@portal/shared/common/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdText } from '@portal/shared/common/ids';
import { scopeOf } from '../../lib/scope';
import { sessionOf } from '../../plugins/auth';
import { readMultipart } from '../../plugins/uploads';
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
} from './content-types.service';
import { contentsOfLesson, deleteContent, getContent, moveContent, swapContents } from './contents.service';
import { createImage, updateImage } from './images.service';

const author = { capability: 'curriculum:author' as const };
const tags = ['curriculum'];
const ContentParam = z.object({ codTrlConteudo: IdText });
const created = { 201: ConteudoDto };
const updated = { 200: ConteudoDto };

/** Content items (trl_conteudo) and the typed calls of types 1, 2, 4, 5 and 6 (games: games.routes.ts). */
export const contentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const scope = (request: Parameters<typeof sessionOf>[0]) => scopeOf(sessionOf(request));
  app.get(
    '/api/trl_conteudo/conteudosDaAula/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: z.array(ConteudoDto) } } },
    async (request) => contentsOfLesson(app.db, scope(request), request.params.id),
  );
  app.get('/api/trl_conteudo/:id', { config: author, schema: { tags, params: IdParam, response: { 200: ConteudoDto } } }, async (request) =>
    getContent(app.db, scope(request), request.params.id),
  );
  app.delete('/api/trl_conteudo/:id', { config: author, schema: { tags, params: IdParam, response: { 200: OkDto } } }, async (request) => {
    await deleteContent(app.db, app.storage, scope(request), request.params.id);
    return { ok: true as const };
  });
  app.put(
    '/api/trl_conteudo/inverterConteudos/x',
    { config: author, schema: { tags, body: InverterConteudosBody, response: { 200: z.array(ConteudoOrderDto) } } },
    async (request) => swapContents(app.db, scope(request), request.body),
  );
  app.put(
    '/api/trl_conteudo/moverParaAula/x',
    { config: author, schema: { tags, body: MoverConteudoBody, response: { 200: z.array(ConteudoOrderDto) } } },
    async (request) => moveContent(app.db, scope(request), request.body),
  );

  // 1 text
  app.post(
    '/api/trl_conteudo_texto',
    { config: author, schema: { tags, body: TextoCreateBody, response: created } },
    async (request, reply) => reply.code(201).send(await createText(app.db, scope(request), request.body)),
  );
  app.put(
    '/api/trl_conteudo_texto/:codTrlConteudo',
    { config: author, schema: { tags, params: ContentParam, body: TextoUpdateBody, response: updated } },
    async (request) => updateText(app.db, scope(request), request.params.codTrlConteudo, request.body),
  );
  app.get(
    '/api/trl_conteudo_texto/loadInfoConteudoTexto/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: ConteudoTextoDto } } },
    async (request) => loadText(app.db, scope(request), request.params.id),
  );

  // 2 image (multipart: codTrlAula, dscTitulo, file part dscImagem)
  app.post(
    '/api/trl_conteudo_imagem',
    { config: author, schema: { tags, consumes: ['multipart/form-data'], response: created } },
    async (request, reply) => {
      const upload = await readMultipart(request, 1);
      return reply.code(201).send(await createImage(app.db, app.storage, scope(request), upload));
    },
  );
  app.put(
    '/api/trl_conteudo_imagem/:codTrlConteudo',
    { config: author, schema: { tags, params: ContentParam, consumes: ['multipart/form-data'], response: updated } },
    async (request) => updateImage(app.db, app.storage, scope(request), request.params.codTrlConteudo, await readMultipart(request, 1)),
  );
  app.get(
    '/api/trl_conteudo_imagem/loadInfoConteudoImagem/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: ConteudoImagemDto } } },
    async (request) => loadImage(app.db, scope(request), request.params.id),
  );

  // 4 character dialogue
  app.post(
    '/api/trl_conteudo_personagem_texto',
    { config: author, schema: { tags, body: DialogoCreateBody, response: created } },
    async (request, reply) => reply.code(201).send(await createDialogue(app.db, scope(request), request.body)),
  );
  app.put(
    '/api/trl_conteudo_personagem_texto/:codTrlConteudo',
    { config: author, schema: { tags, params: ContentParam, body: DialogoUpdateBody, response: updated } },
    async (request) => updateDialogue(app.db, scope(request), request.params.codTrlConteudo, request.body),
  );
  app.get(
    '/api/trl_conteudo_personagem_texto/loadInfoConteudoPersonagemTexto/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: ConteudoDialogoDto } } },
    async (request) => loadDialogue(app.db, scope(request), request.params.id),
  );

  // 5 video
  app.post(
    '/api/trl_conteudo_video',
    { config: author, schema: { tags, body: VideoCreateBody, response: created } },
    async (request, reply) => reply.code(201).send(await createVideo(app.db, scope(request), request.body)),
  );
  app.put(
    '/api/trl_conteudo_video/:codTrlConteudo',
    { config: author, schema: { tags, params: ContentParam, body: VideoUpdateBody, response: updated } },
    async (request) => updateVideo(app.db, scope(request), request.params.codTrlConteudo, request.body),
  );
  app.get(
    '/api/trl_conteudo_video/loadInfoConteudoVideo/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: ConteudoVideoDto } } },
    async (request) => loadVideo(app.db, scope(request), request.params.id),
  );

  // 6 assembly (view-only once created)
  app.post(
    '/api/trl_conteudo_montagem',
    { config: author, schema: { tags, body: MontagemCreateBody, response: created } },
    async (request, reply) => reply.code(201).send(await createAssembly(app.db, scope(request), request.body)),
  );
  app.get(
    '/api/trl_montagem/loadInfoMontagem/:id',
    { config: author, schema: { tags, params: IdParam, response: { 200: ConteudoMontagemDto } } },
    async (request) => loadAssembly(app.db, scope(request), request.params.id),
  );
};
