import {
  CONTENT_TYPE,
  type DialogueContentDto,
  type ContentDto,
  type ImageContentDto,
  type AssemblyContentDto,
  type TextContentDto,
  type VideoContentDto,
  type DialogueCreateBody,
  type DialogueUpdateBody,
  type AssemblyCreateBody,
  type TextCreateBody,
  type TextUpdateBody,
  type VideoCreateBody,
  type VideoUpdateBody,
} from '@portal/shared/curriculum';
import type { Db, Tx } from '../../db/client';
import { AppError, invalidField } from '../../lib/app-error';
import type { Viewer } from '../../lib/viewer';
import { FileStorage } from '../../lib/storage';
import { assemblyExists, dialogueEntries, existingCharacters, replaceDialogueEntries, updateContentRow } from './content.repository';
import { appendContent, contentOfType, getContent } from './content.service';

const orNull = (value: string | null | undefined) => (value ? value : null);

// ---------------------------------------------------------------- 1 text

export function createText(db: Db, viewer: Viewer, body: TextCreateBody): Promise<ContentDto> {
  return appendContent(db, viewer, body.codTrlAula, {
    codTrlTipoConteudo: CONTENT_TYPE.TEXT,
    dscTitulo: orNull(body.dscTitulo),
    dscTexto: body.dscTexto,
  });
}

export async function updateText(db: Db, viewer: Viewer, id: number, body: TextUpdateBody): Promise<ContentDto> {
  await contentOfType(db, viewer, id, CONTENT_TYPE.TEXT);
  await updateContentRow(db, id, { dscTitulo: orNull(body.dscTitulo), dscTexto: body.dscTexto });
  return getContent(db, viewer, id);
}

export async function loadText(db: Db, viewer: Viewer, id: number): Promise<TextContentDto> {
  const row = await contentOfType(db, viewer, id, CONTENT_TYPE.TEXT);
  return { ...base(row), codTrlConteudoTexto: row.codTrlConteudo, dscTexto: row.dscTexto ?? '' };
}

// ---------------------------------------------------------------- 2 image (writes in image.service.ts)

export async function loadImage(db: Db, viewer: Viewer, id: number): Promise<ImageContentDto> {
  const row = await contentOfType(db, viewer, id, CONTENT_TYPE.IMAGE);
  return { ...base(row), codTrlConteudoImagem: row.codTrlConteudo, dscImagem: FileStorage.publicUrl(row.dscImagem) ?? '' };
}

// ---------------------------------------------------------------- 5 video

export function createVideo(db: Db, viewer: Viewer, body: VideoCreateBody): Promise<ContentDto> {
  return appendContent(db, viewer, body.codTrlAula, {
    codTrlTipoConteudo: CONTENT_TYPE.VIDEO,
    dscTitulo: orNull(body.dscTitulo),
    dscDescricao: orNull(body.dscDescricao),
    dscLink: body.dscLink,
  });
}

export async function updateVideo(db: Db, viewer: Viewer, id: number, body: VideoUpdateBody): Promise<ContentDto> {
  await contentOfType(db, viewer, id, CONTENT_TYPE.VIDEO);
  await updateContentRow(db, id, { dscTitulo: orNull(body.dscTitulo), dscDescricao: orNull(body.dscDescricao), dscLink: body.dscLink });
  return getContent(db, viewer, id);
}

export async function loadVideo(db: Db, viewer: Viewer, id: number): Promise<VideoContentDto> {
  const row = await contentOfType(db, viewer, id, CONTENT_TYPE.VIDEO);
  return { ...base(row), codTrlConteudoVideo: row.codTrlConteudo, dscDescricao: row.dscDescricao, dscLink: row.dscLink ?? '' };
}

// ---------------------------------------------------------------- 4 dialogue

/** Every entry's character must exist in the catalogue ('Favor preenche o campo de personagem de todos os conteúdos.'). */
async function checkCharacters(db: Tx, entries: DialogueCreateBody['dados']): Promise<void> {
  const known = await existingCharacters(db, [...new Set(entries.map((e) => e.codTrlPersonagem))]);
  const bad = entries.findIndex((e) => !known.has(e.codTrlPersonagem));
  if (bad >= 0) throw invalidField(`dados.${bad}.codTrlPersonagem`, 'dialogueCharacterRequired');
}

export async function createDialogue(db: Db, viewer: Viewer, body: DialogueCreateBody): Promise<ContentDto> {
  await checkCharacters(db, body.dados);
  return appendContent(
    db,
    viewer,
    body.codTrlAula,
    { codTrlTipoConteudo: CONTENT_TYPE.DIALOGUE, dscTitulo: orNull(body.dscTitulo) },
    (tx, id) => replaceDialogueEntries(tx, id, body.dados),
  );
}

export async function updateDialogue(db: Db, viewer: Viewer, id: number, body: DialogueUpdateBody): Promise<ContentDto> {
  await checkCharacters(db, body.dados);
  await db.transaction(async (tx) => {
    await contentOfType(tx, viewer, id, CONTENT_TYPE.DIALOGUE, true);
    await updateContentRow(tx, id, { dscTitulo: orNull(body.dscTitulo) });
    await replaceDialogueEntries(tx, id, body.dados);
  });
  return getContent(db, viewer, id);
}

export async function loadDialogue(db: Db, viewer: Viewer, id: number): Promise<DialogueContentDto> {
  const row = await contentOfType(db, viewer, id, CONTENT_TYPE.DIALOGUE);
  const dados = await dialogueEntries(db, id);
  return { ...base(row), dados: dados.map((d) => ({ ...d, imgPersonagem: FileStorage.publicUrl(d.imgPersonagem) ?? '' })) };
}

// ---------------------------------------------------------------- 6 assembly (view-only once created)

export async function createAssembly(db: Db, viewer: Viewer, body: AssemblyCreateBody): Promise<ContentDto> {
  if (!(await assemblyExists(db, body.codTrlMontagem))) throw invalidField('codTrlMontagem', 'assemblyRequired');
  return appendContent(db, viewer, body.codTrlAula, {
    codTrlTipoConteudo: CONTENT_TYPE.ASSEMBLY,
    dscTitulo: orNull(body.dscTitulo),
    codTrlMontagem: body.codTrlMontagem,
    dscTexto: body.dscTexto,
  });
}

export async function loadAssembly(db: Db, viewer: Viewer, id: number): Promise<AssemblyContentDto> {
  const row = await contentOfType(db, viewer, id, CONTENT_TYPE.ASSEMBLY);
  if (row.codTrlMontagem === null || row.nomMontagem === null) throw new AppError(404, 'NOT_FOUND');
  return {
    ...base(row),
    codTrlMontagem: row.codTrlMontagem,
    nomMontagem: row.nomMontagem,
    imgMontagem: FileStorage.publicUrl(row.imgMontagem) ?? '',
    dscTexto: row.dscTexto ?? '',
    dscTextoMontagem: row.dscTextoMontagem,
  };
}

function base(row: { codTrlConteudo: number; codTrlAula: number; codTrlTipoConteudo: number; dscTitulo: string | null }) {
  return {
    codTrlConteudo: row.codTrlConteudo,
    codTrlAula: row.codTrlAula,
    codTrlTipoConteudo: row.codTrlTipoConteudo,
    dscTitulo: row.dscTitulo,
  };
}
