import type { NewsBody, NewsDto, NewsImageAnswer, NewsListQuery, NewsPage } from '@portal/shared/news';
import { NEWS_IMAGE_PART } from '@portal/shared/news';
import type { Db, Tx } from '../../db/client';
import { invalidField, mustFind } from '../../lib/app-error';
import { reencodeImage } from '../../lib/images';
import { pageResult, pageWindow } from '../../lib/pagination';
import { NEWS_IMAGES_FOLDER, hasText, newsImagesOf, sanitizeNewsHtml } from '../../lib/rich-text';
import type { Scope } from '../../lib/scope';
import { FileStorage } from '../../lib/storage';
import type { UploadedFile } from '../../plugins/uploads';
import { bodiesNaming, countNews, deleteNews, findNews, insertNews, newsPage, updateNews } from './post.repository';

export async function listNews(db: Db, query: NewsListQuery): Promise<NewsPage> {
  const rows = await newsPage(db, query.q || undefined, pageWindow(query));
  return pageResult(rows, query, () => countNews(db, query.q || undefined));
}

export function getNews(db: Db, id: number): Promise<NewsDto> {
  return mustFind(findNews(db, id));
}

/** The body as stored: the allow-list, and still something to read ('Por favor, preencha todos os campos'). */
function cleanBody(body: NewsBody): NewsBody {
  const txtPostagem = sanitizeNewsHtml(body.txtPostagem);
  if (!hasText(txtPostagem) && newsImagesOf(txtPostagem).length === 0) throw invalidField('txtPostagem', 'newsFillAll');
  return { ...body, txtPostagem };
}

export async function createNews(db: Db, scope: Scope, body: NewsBody): Promise<NewsDto> {
  const id = await insertNews(db, scope.userId, cleanBody(body));
  return mustFind(findNews(db, id));
}

/**
 * Of the pictures post `id` showed, those no other post still shows: the ones to remove once the change
 * or the removal of `id` is saved. Read inside that transaction, after the post is locked: a picture
 * pasted into two posts stays until the last of them lets it go. (Two posts sharing a picture and
 * removed at the same moment may each still see the other: the file is then left over, not taken
 * from a post that shows it.)
 */
async function picturesLetGo(tx: Tx, id: number, files: string[]): Promise<string[]> {
  const shownElsewhere = new Set((await bodiesNaming(tx, files, id)).flatMap(newsImagesOf));
  return [...new Set(files)].filter((file) => !shownElsewhere.has(file));
}

/** A new text; the pictures it no longer shows are removed once the change is saved (unless another post shows them). */
export async function changeNews(db: Db, storage: FileStorage, id: number, body: NewsBody): Promise<NewsDto> {
  const clean = cleanBody(body);
  const unused = await db.transaction(async (tx) => {
    const current = await mustFind(findNews(tx, id, true));
    await updateNews(tx, id, clean);
    const kept = new Set(newsImagesOf(clean.txtPostagem));
    const dropped = newsImagesOf(current.txtPostagem).filter((file) => !kept.has(file));
    return picturesLetGo(tx, id, dropped);
  });
  await Promise.all(unused.map((file) => storage.remove(file)));
  return mustFind(findNews(db, id));
}

/** 'Tem certeza que deseja deletar essa notícia': the post, and its pictures that no other post shows. */
export async function removeNews(db: Db, storage: FileStorage, id: number): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const current = await mustFind(findNews(tx, id, true));
    await deleteNews(tx, id);
    return picturesLetGo(tx, id, newsImagesOf(current.txtPostagem));
  });
  await Promise.all(files.map((file) => storage.remove(file)));
}

/** A picture for a body: checked by its content, re-encoded (EXIF and GPS dropped), stored under an unguessable name. */
export async function saveNewsImage(storage: FileStorage, files: UploadedFile[]): Promise<NewsImageAnswer> {
  const [file] = files.filter((f) => f.field === NEWS_IMAGE_PART);
  if (!file || files.length !== 1) throw invalidField(NEWS_IMAGE_PART, 'newsImageInvalid');
  const jpeg = await reencodeImage(file.data, NEWS_IMAGE_PART, ['jpeg', 'png', 'webp'], 'newsImageInvalid');
  const saved = await storage.save(NEWS_IMAGES_FOLDER, jpeg, 'jpg');
  return { url: FileStorage.publicUrl(saved)! };
}
