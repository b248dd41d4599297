import { useMutation, useQuery } from '@tanstack/react-query';
import {
  DialogueContentDto,
  ContentDto,
  ImageContentDto,
  GameContentDto,
  AssemblyContentDto,
  TextContentDto,
  VideoContentDto,
  GAME_DATA_PART,
  IMAGE_FILE_PART,
  type DialogueCreateBody,
  type DialogueUpdateBody,
  type GameCreateBody,
  type GameUpdateBody,
  type AssemblyCreateBody,
  type TextCreateBody,
  type TextUpdateBody,
  type VideoCreateBody,
  type VideoUpdateBody,
} from '@portal/shared/curriculum';
import { apiRequest } from '../../../app/api/client';
import { curriculumKeys } from './keys';
import { useReloadChapter } from './lessons';

/** What the detail call of each content type answers (1-authoring §7 "Detail loads"). */
export type ContentDetail =
  | { type: 1; data: TextContentDto }
  | { type: 2; data: ImageContentDto }
  | { type: 3; data: GameContentDto }
  | { type: 4; data: DialogueContentDto }
  | { type: 5; data: VideoContentDto }
  | { type: 6; data: AssemblyContentDto };

async function loadDetail(type: number, id: number, signal: AbortSignal): Promise<ContentDetail> {
  switch (type) {
    case 1:
      return { type, data: await apiRequest(`/api/trl_conteudo_texto/loadInfoConteudoTexto/${id}`, { schema: TextContentDto, signal }) };
    case 2:
      return {
        type,
        data: await apiRequest(`/api/trl_conteudo_imagem/loadInfoConteudoImagem/${id}`, { schema: ImageContentDto, signal }),
      };
    case 3:
      return { type, data: await apiRequest(`/api/trl_conteudo_jogo/loadInfoConteudoJogo/${id}`, { schema: GameContentDto, signal }) };
    case 4:
      return {
        type,
        data: await apiRequest(`/api/trl_conteudo_personagem_texto/loadInfoConteudoPersonagemTexto/${id}`, {
          schema: DialogueContentDto,
          signal,
        }),
      };
    case 5:
      return { type, data: await apiRequest(`/api/trl_conteudo_video/loadInfoConteudoVideo/${id}`, { schema: VideoContentDto, signal }) };
    case 6:
      return { type, data: await apiRequest(`/api/trl_montagem/loadInfoMontagem/${id}`, { schema: AssemblyContentDto, signal }) };
    default:
      throw new Error(`Tipo de conteúdo desconhecido: ${type}`);
  }
}

export function useContentDetail(content: Pick<ContentDto, 'codTrlConteudo' | 'codTrlTipoConteudo'> | null) {
  return useQuery({
    queryKey: curriculumKeys.detail(content?.codTrlTipoConteudo ?? 0, content?.codTrlConteudo ?? 0),
    queryFn: ({ signal }) => loadDetail(content!.codTrlTipoConteudo, content!.codTrlConteudo, signal),
    enabled: content !== null,
    staleTime: 0,
  });
}

/** A content save: JSON for text, dialogue, video and assembly; multipart for image and game. */
export type ContentSave =
  | { kind: 'text'; id?: number; body: TextCreateBody | TextUpdateBody }
  | { kind: 'image'; id?: number; codTrlAula: number; dscTitulo: string; file: File | null }
  | { kind: 'game'; id?: number; body: GameCreateBody | GameUpdateBody; files: ReadonlyMap<string, File> }
  | { kind: 'dialogue'; id?: number; body: DialogueCreateBody | DialogueUpdateBody }
  | { kind: 'video'; id?: number; body: VideoCreateBody | VideoUpdateBody }
  | { kind: 'assembly'; body: AssemblyCreateBody };

const JSON_ROUTES = { text: 'trl_conteudo_texto', dialogue: 'trl_conteudo_personagem_texto', video: 'trl_conteudo_video' } as const;

function send(save: ContentSave): Promise<unknown> {
  const method = 'id' in save && save.id ? 'PUT' : 'POST';
  const suffix = 'id' in save && save.id ? `/${save.id}` : '';
  switch (save.kind) {
    case 'text':
    case 'dialogue':
    case 'video':
      return apiRequest(`/api/${JSON_ROUTES[save.kind]}${suffix}`, { method, json: save.body });
    case 'assembly':
      return apiRequest('/api/trl_conteudo_montagem', { method: 'POST', json: save.body });
    case 'image': {
      const form = new FormData();
      if (!save.id) form.append('codTrlAula', String(save.codTrlAula));
      form.append('dscTitulo', save.dscTitulo);
      if (save.file) form.append(IMAGE_FILE_PART, save.file, save.file.name);
      return apiRequest(`/api/trl_conteudo_imagem${suffix}`, { method, form });
    }
    case 'game': {
      const form = new FormData();
      form.append(GAME_DATA_PART, JSON.stringify(save.body));
      for (const [part, file] of save.files) form.append(part, file, file.name);
      return apiRequest(`/api/trl_conteudo_jogo${suffix}`, { method, form });
    }
  }
}

/** Creates or updates a content item, then reloads the lessons (and forgets the old detail). */
export function useSaveContent(chapterId: number) {
  const reload = useReloadChapter(chapterId);
  return useMutation({ mutationFn: send, onSuccess: reload });
}
