import { CONTENT_TYPE, ContentCreateBody, type ContentDto, ContentUpdateBody } from '@portal/shared/curriculum';
import type { Db } from '../../db/client';
import { AppError, invalidField, mustFind } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import { parseFields } from '../../lib/validation';
import type { Viewer } from '../../lib/viewer';
import type { UploadedFile } from '../../plugins/uploads';
import { findContent } from './content.repository';
import { createAssembly, createDialogue, createText, createVideo, updateDialogue, updateText, updateVideo } from './content-type.service';
import { createEmptyGame, createGame, updateGame, updateGameFields } from './game.service';
import { createImageContent, updateImageContent } from './image.service';

/*
 * The documents' generic content calls (1-authoring §7 "Contents": POST /trl_conteudo and
 * PUT /trl_conteudo/{codTrlConteudo}), thin over the per-type services: the body's `codTrlTipoConteudo`
 * picks the service, which applies every rule of its own call, in its own transaction. Only an image takes a
 * file part (`dscImagem`) and only a game its image parts; files sent with another type answer 400.
 */

/** Files only where the type takes them: none for a text, a dialogue, a video or an assembly. */
function noFiles(files: UploadedFile[]): void {
  if (files.length > 0) throw invalidField(files[0]!.field, 'invalidData');
}

/** `POST /trl_conteudo`: a new content item of any type, last in its lesson. */
export async function createContentItem(
  db: Db,
  storage: FileStorage,
  viewer: Viewer,
  data: unknown,
  files: UploadedFile[],
): Promise<ContentDto> {
  const body = parseFields(ContentCreateBody, data);
  switch (body.codTrlTipoConteudo) {
    case CONTENT_TYPE.IMAGE:
      return createImageContent(db, storage, viewer, body, files);
    case CONTENT_TYPE.GAME:
      if (body.perguntas === undefined && body.respostas === undefined) {
        noFiles(files);
        return createEmptyGame(db, viewer, body);
      }
      return createGame(db, storage, viewer, { ...body, perguntas: body.perguntas ?? [], respostas: body.respostas ?? [] }, files);
  }
  noFiles(files);
  switch (body.codTrlTipoConteudo) {
    case CONTENT_TYPE.TEXT:
      return createText(db, viewer, body);
    case CONTENT_TYPE.DIALOGUE:
      return createDialogue(db, viewer, body);
    case CONTENT_TYPE.VIDEO:
      return createVideo(db, viewer, body);
    case CONTENT_TYPE.ASSEMBLY:
      return createAssembly(db, viewer, body);
  }
}

/** `PUT /trl_conteudo/{codTrlConteudo}`: the item's fields through its type's own update; the type itself stays. */
export async function updateContentItem(
  db: Db,
  storage: FileStorage,
  viewer: Viewer,
  id: number,
  data: unknown,
  files: UploadedFile[],
): Promise<ContentDto> {
  const body = parseFields(ContentUpdateBody, data);
  const current = await mustFind(findContent(db, viewer, id));
  if (current.codTrlTipoConteudo !== body.codTrlTipoConteudo) throw invalidField('codTrlTipoConteudo', 'contentTypeFixed');
  switch (body.codTrlTipoConteudo) {
    case CONTENT_TYPE.IMAGE:
      return updateImageContent(db, storage, viewer, id, body, files);
    case CONTENT_TYPE.GAME:
      if (body.perguntas === undefined && body.respostas === undefined) {
        noFiles(files);
        return updateGameFields(db, viewer, id, body);
      }
      return updateGame(db, storage, viewer, id, { ...body, perguntas: body.perguntas ?? [], respostas: body.respostas ?? [] }, files);
  }
  noFiles(files);
  switch (body.codTrlTipoConteudo) {
    case CONTENT_TYPE.TEXT:
      return updateText(db, viewer, id, body);
    case CONTENT_TYPE.DIALOGUE:
      return updateDialogue(db, viewer, id, body);
    case CONTENT_TYPE.VIDEO:
      return updateVideo(db, viewer, id, body);
    case CONTENT_TYPE.ASSEMBLY:
      // §4: an assembly is view-only once created.
      throw new AppError(409, 'CONFLICT', 'assemblyNotEditable');
  }
}
