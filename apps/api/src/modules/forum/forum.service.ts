import type {
  PostCreateBody,
  PostDto,
  PostListQuery,
  PostPage,
  RoomBody,
  RoomDto,
  TopicCreateBody,
  TopicDto,
  TopicListQuery,
  TopicPage,
  TopicUpdateBody,
} from '@portal/shared/forum';
import { PROFILE } from '@portal/shared/common/profiles';
import type { Db } from '../../db/client';
import { AppError, forbidden, mustFind, notFound } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { pageResult, pageWindow } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import * as repo from './forum.repository';

const closed = () => new AppError(409, 'CONFLICT', 'forumTopicClosed');
const lastMasterTopic = () => new AppError(409, 'CONFLICT', 'forumLastMasterTopic');
const roomHasTopics = () => new AppError(409, 'CONFLICT', 'forumRoomHasTopics');

// ---------------------------------------------------------------- rooms

export const listRooms = (db: Db): Promise<RoomDto[]> => repo.listRooms(db);
export const getRoom = (db: Db, id: number): Promise<RoomDto> => mustFind(repo.findRoom(db, id));

export async function createRoom(db: Db, v: Viewer, body: RoomBody): Promise<RoomDto> {
  return mustFind(repo.findRoom(db, await repo.insertRoom(db, body.nomSala, v.userId)));
}

export async function renameRoom(db: Db, id: number, body: RoomBody): Promise<RoomDto> {
  if (!(await repo.updateRoom(db, id, body.nomSala))) throw notFound();
  return mustFind(repo.findRoom(db, id));
}

export async function removeRoom(db: Db, id: number): Promise<void> {
  try {
    if (!(await repo.deleteRoom(db, id))) throw notFound();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw roomHasTopics();
    throw error;
  }
}

// ---------------------------------------------------------------- topics

export async function listTopics(db: Db, v: Viewer, roomId: number, query: TopicListQuery): Promise<TopicPage> {
  await mustFind(repo.findRoom(db, roomId));
  const q = query.q || undefined;
  return pageResult(await repo.topicPage(db, v, roomId, q, pageWindow(query)), query, () => repo.countTopics(db, v, roomId, q));
}

export const getTopic = (db: Db, v: Viewer, id: number): Promise<TopicDto> => mustFind(repo.findTopic(db, v, id));

export async function createTopic(db: Db, v: Viewer, body: TopicCreateBody): Promise<TopicDto> {
  await mustFind(repo.findRoom(db, body.codFrmSala));
  return mustFind(repo.findTopic(db, v, await repo.insertTopic(db, v.userId, body)));
}

/**
 * The author's words and closing. Its author or a moderator (`permitirExcluir`) changes it; a Master's
 * topic is closed only while another open Master topic stays in the room (§4: refused with the admin
 * alert otherwise). The room row is locked so two closings at once cannot both pass the check.
 */
export async function changeTopic(db: Db, v: Viewer, id: number, body: TopicUpdateBody): Promise<TopicDto> {
  await db.transaction(async (tx) => {
    const before = await mustFind(repo.findTopic(tx, v, id));
    await repo.findRoom(tx, before.codFrmSala, true);
    const topic = await mustFind(repo.findTopic(tx, v, id, true));
    if (topic.codUsuarioCriacao !== v.userId && topic.permitirExcluir !== 1) throw forbidden();
    const closing = topic.indFechado === 'N' && body.indFechado === 'S';
    if (closing && topic.codBsePerfil === PROFILE.MASTER && !(await repo.otherOpenMasterTopic(tx, topic.codFrmSala, id))) {
      throw lastMasterTopic();
    }
    await repo.updateTopic(tx, id, body);
  });
  return mustFind(repo.findTopic(db, v, id));
}

export async function removeTopic(db: Db, v: Viewer, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const topic = await mustFind(repo.findTopic(tx, v, id, true));
    if (topic.permitirExcluir !== 1) throw forbidden();
    await repo.deleteTopic(tx, id);
  });
}

// ---------------------------------------------------------------- posts

export async function listPosts(db: Db, v: Viewer, topicId: number, query: PostListQuery): Promise<PostPage> {
  await mustFind(repo.findTopic(db, v, topicId));
  return pageResult(await repo.postPage(db, v, topicId, pageWindow(query)), query, () => repo.countPosts(db, topicId));
}

export const getPost = (db: Db, v: Viewer, id: number): Promise<PostDto> => mustFind(repo.findPost(db, v, id));

/** A post on a topic the author sees; a closed topic takes none. The topic row is locked against a closing at the same time. */
export async function createPost(db: Db, v: Viewer, body: PostCreateBody): Promise<PostDto> {
  const id = await db.transaction(async (tx) => {
    const topic = await mustFind(repo.findTopic(tx, v, body.codFrmTopico, true));
    if (topic.indFechado === 'S') throw closed();
    return repo.insertPost(tx, v.userId, body);
  });
  return mustFind(repo.findPost(db, v, id));
}

/** Only its author rewrites a post. */
export async function changePost(db: Db, v: Viewer, id: number, text: string): Promise<PostDto> {
  await db.transaction(async (tx) => {
    const post = await mustFind(repo.findPost(tx, v, id, true));
    if (post.codUsuarioCriacao !== v.userId) throw forbidden();
    await repo.updatePost(tx, id, text);
  });
  return mustFind(repo.findPost(db, v, id));
}

/** 'Deletar postagem?': its author or a staff member above them in the same scope. */
export async function removePost(db: Db, v: Viewer, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await mustFind(repo.findPost(tx, v, id, true));
    if (post.permitirExcluir !== 1) throw forbidden();
    await repo.deletePost(tx, id);
  });
}
