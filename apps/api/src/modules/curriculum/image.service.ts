import { CONTENT_TYPE, type ContentDto, IMAGE_FILE_PART, ImageCreateFields, ImageUpdateFields } from '@portal/shared/curriculum';
import { findLesson } from './lesson.repository';
import type { Db } from '../../db/client';
import { invalidField, mustFind } from '../../lib/app-error';
import { reencodeImage } from '../../lib/images';
import type { Viewer } from '../../lib/viewer';
import type { FileStorage } from '../../lib/storage';
import type { UploadedFile } from '../../plugins/uploads';
import { updateContentRow } from './content.repository';
import { appendContent, contentOfType, getContent } from './content.service';
import { parseFields } from '../../lib/validation';

export const CONTENT_IMAGES_FOLDER = 'conteudos';

export interface Upload {
  files: UploadedFile[];
  fields: Record<string, string>;
}

/** The one image of an image content: jpg, jpeg, png or webp by content, re-encoded to a JPEG within 480×640. */
async function contentImage(files: UploadedFile[], required: boolean): Promise<Buffer | undefined> {
  if (files.length > 1) throw invalidField(IMAGE_FILE_PART, 'uploadOnlyOne');
  const [file] = files.filter((f) => f.field === IMAGE_FILE_PART);
  if (!file) {
    if (required || files.length > 0) throw invalidField(IMAGE_FILE_PART, 'contentImageRequired');
    return undefined;
  }
  return reencodeImage(file.data, IMAGE_FILE_PART, ['jpeg', 'png', 'webp'], 'contentImageInvalid');
}

export function createImage(db: Db, storage: FileStorage, viewer: Viewer, upload: Upload): Promise<ContentDto> {
  return createImageContent(db, storage, viewer, parseFields(ImageCreateFields, upload.fields), upload.files);
}

/** A new image content (`POST /trl_conteudo_imagem`, and `POST /trl_conteudo` of type 2): the file part is required. */
export async function createImageContent(
  db: Db,
  storage: FileStorage,
  viewer: Viewer,
  fields: { codTrlAula: number; dscTitulo?: string | undefined },
  files: UploadedFile[],
): Promise<ContentDto> {
  await mustFind(findLesson(db, viewer, fields.codTrlAula));
  const jpeg = (await contentImage(files, true))!;
  const saved = await storage.save(CONTENT_IMAGES_FOLDER, jpeg, 'jpg');
  try {
    return await appendContent(db, viewer, fields.codTrlAula, {
      codTrlTipoConteudo: CONTENT_TYPE.IMAGE,
      dscTitulo: fields.dscTitulo || null,
      dscImagem: saved,
    });
  } catch (error) {
    await storage.remove(saved);
    throw error;
  }
}

/**
 * New title and, when a file is sent, a new image (the old file is removed once the new one is in
 * place). A part left out keeps what it holds (ImageUpdateFields): an empty form changes nothing and
 * answers the content as it is.
 */
export function updateImage(db: Db, storage: FileStorage, viewer: Viewer, id: number, upload: Upload): Promise<ContentDto> {
  return updateImageContent(db, storage, viewer, id, parseFields(ImageUpdateFields, upload.fields), upload.files);
}

/** `PUT /trl_conteudo_imagem/{id}`, and `PUT /trl_conteudo/{id}` of an image. */
export async function updateImageContent(
  db: Db,
  storage: FileStorage,
  viewer: Viewer,
  id: number,
  fields: { dscTitulo?: string | undefined },
  files: UploadedFile[],
): Promise<ContentDto> {
  await contentOfType(db, viewer, id, CONTENT_TYPE.IMAGE);
  const jpeg = await contentImage(files, false);
  if (fields.dscTitulo === undefined && !jpeg) return getContent(db, viewer, id);
  const saved = jpeg ? await storage.save(CONTENT_IMAGES_FOLDER, jpeg, 'jpg') : undefined;
  let old: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const row = await contentOfType(tx, viewer, id, CONTENT_TYPE.IMAGE, true);
      old = saved ? row.dscImagem : null;
      await updateContentRow(tx, id, {
        ...(fields.dscTitulo !== undefined ? { dscTitulo: fields.dscTitulo || null } : {}),
        ...(saved ? { dscImagem: saved } : {}),
      });
    });
  } catch (error) {
    await storage.remove(saved);
    throw error;
  }
  await storage.remove(old);
  return getContent(db, viewer, id);
}
