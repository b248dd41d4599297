import { z } from 'zod';
import { idField, idText } from '../common/ids';
import { PageQuery, pageOf } from '../common/pagination';

/*
 * The forum (3-reports-communication.md §2 "Forum", §3, §4, §5, §7; DECISIONS.md "Scoping rules"):
 * rooms 1-4, topics seen by the author's school (a Master's by everyone), posts by profiles 1-6.
 */

export const TOPIC_TITLE_MAX = 100;
export const TOPIC_MESSAGE_MAX = 240;
export const POST_MAX = 255;
export const ROOM_NAME_MAX = 60;

/** A room (§3 "Forum room"); `codUsuarioCriacao` null for the four rooms of the start (and a creator since deleted). */
export const RoomDto = z
  .object({ codFrmSala: z.number().int(), nomSala: z.string(), codUsuarioCriacao: z.number().int().nullable() })
  .meta({ id: 'RoomDto' });
export type RoomDto = z.infer<typeof RoomDto>;

export const RoomBody = z
  .object({
    nomSala: z.string({ error: 'forumRoomName' }).trim().min(1, { error: 'forumRoomName' }).max(ROOM_NAME_MAX, { error: 'forumRoomName' }),
  })
  .meta({ id: 'RoomBody' });
export type RoomBody = z.infer<typeof RoomBody>;

/** An author as the lists show them: name - login, with the avatar. */
const Author = {
  codUsuarioCriacao: z.number().int(),
  nomUsuario: z.string(),
  cstLogin: z.string(),
  imgAvatar: z.string().nullable(),
  codBsePerfil: z.number().int(),
  datCriacao: z.string(),
  /** 1 when the caller may delete it: its author, or a staff member above the author in the same scope. */
  permitirExcluir: z.union([z.literal(0), z.literal(1)]),
};

export const TopicDto = z
  .object({
    codFrmTopico: z.number().int(),
    codFrmSala: z.number().int(),
    txtTopico: z.string(),
    dscTopico: z.string(),
    quantidadeRespostas: z.number().int(),
    indFechado: z.enum(['S', 'N']),
    /** §3's `indAtivo`: 'S' while the topic is open (takes posts), 'N' once closed (`indFechado` 'S'). */
    indAtivo: z.enum(['S', 'N']),
    ...Author,
  })
  .meta({ id: 'TopicDto' });
export type TopicDto = z.infer<typeof TopicDto>;

export const TopicPage = pageOf(TopicDto).meta({ id: 'TopicPage' });
export type TopicPage = z.infer<typeof TopicPage>;

/** `?q=` searches the titles (accents and case ignored); 10 a page. */
export const TopicListQuery = PageQuery;
export type TopicListQuery = z.infer<typeof TopicListQuery>;

const text = (max: number, tooLong: 'forumTitleTooLong' | 'forumMessageTooLong' | 'forumPostTooLong') =>
  z.string({ error: 'forumFillAll' }).trim().min(1, { error: 'forumFillAll' }).max(max, { error: tooLong });

export const TopicCreateBody = z
  .object({
    codFrmSala: idField(),
    txtTopico: text(TOPIC_TITLE_MAX, 'forumTitleTooLong'),
    dscTopico: text(TOPIC_MESSAGE_MAX, 'forumMessageTooLong'),
  })
  .meta({ id: 'TopicCreateBody' });
export type TopicCreateBody = z.infer<typeof TopicCreateBody>;

/** `PUT /frm_topico/{id}`: the author's words, and closing (`indFechado` 'S': no more posts). */
export const TopicUpdateBody = z
  .object({
    txtTopico: text(TOPIC_TITLE_MAX, 'forumTitleTooLong'),
    dscTopico: text(TOPIC_MESSAGE_MAX, 'forumMessageTooLong'),
    indFechado: z.enum(['S', 'N'], { error: 'forumFillAll' }),
  })
  .meta({ id: 'TopicUpdateBody' });
export type TopicUpdateBody = z.infer<typeof TopicUpdateBody>;

export const PostDto = z
  .object({ codFrmPostagem: z.number().int(), codFrmTopico: z.number().int(), txtPostagem: z.string(), ...Author })
  .meta({ id: 'PostDto' });
export type PostDto = z.infer<typeof PostDto>;

export const PostPage = pageOf(PostDto).meta({ id: 'PostPage' });
export type PostPage = z.infer<typeof PostPage>;

export const PostListQuery = PageQuery;
export type PostListQuery = z.infer<typeof PostListQuery>;

export const PostCreateBody = z
  .object({ codFrmTopico: idField(), txtPostagem: text(POST_MAX, 'forumPostTooLong') })
  .meta({ id: 'PostCreateBody' });
export type PostCreateBody = z.infer<typeof PostCreateBody>;

export const PostUpdateBody = z.object({ txtPostagem: text(POST_MAX, 'forumPostTooLong') }).meta({ id: 'PostUpdateBody' });
export type PostUpdateBody = z.infer<typeof PostUpdateBody>;

export const RoomIdParam = z.object({ codFrmSala: idText() });
export const TopicIdParam = z.object({ codFrmTopico: idText() });
export const PostIdParam = z.object({ codFrmPostagem: idText() });
