import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ConteudoDialogoDto,
  ConteudoDto,
  ConteudoImagemDto,
  ConteudoJogoDto,
  ConteudoMontagemDto,
  ConteudoTextoDto,
  ConteudoVideoDto,
  GAME_DATA_PART,
  IMAGE_FILE_PART,
  type DialogoCreateBody,
  type DialogoUpdateBody,
  type GameCreateBody,
  type GameUpdateBody,
  type MontagemCreateBody,
  type TextoCreateBody,
  type TextoUpdateBody,
  type VideoCreateBody,
  type VideoUpdateBody,
} from '@portal/shared/curriculum';
import { apiRequest } from '../../../app/api/client';
import { curriculumKeys } from './keys';
import { useReloadChapter } from './lessons';

/** What the detail call of each content type answers (1-authoring §7 "Detail loads"). */
export type ContentDetail =
  | { type: 1; data: ConteudoTextoDto }
  | { type: 2; data: ConteudoImagemDto }
  | { type: 3; data: ConteudoJogoDto }
  | { type: 4; data: ConteudoDialogoDto }
  | { type: 5; data: ConteudoVideoDto }
  | { type: 6; data: ConteudoMontagemDto };

async function loadDetail(type: number, id: number, signal: AbortSignal): Promise<ContentDetail> {
  switch (type) {
    case 1:
      return { type, data: await apiRequest(`/api/trl_conteudo_texto/loadInfoConteudoTexto/${id}`, { schema: ConteudoTextoDto, signal }) };
    case 2:
      return {
        type,
        data: await apiRequest(`/api/trl_conteudo_imagem/loadInfoConteudoImagem/${id}`, { schema: ConteudoImagemDto, signal }),
      };
    case 3:
      return { type, data: await apiRequest(`/api/trl_conteudo_jogo/loadInfoConteudoJogo/${id}`, { schema: ConteudoJogoDto, signal }) };
    case 4:
      return {
        type,
        data: await apiRequest(`/api/trl_conteudo_personagem_texto/loadInfoConteudoPersonagemTexto/${id}`, {
          schema: ConteudoDialogoDto,
          signal,
        }),
      };
    case 5:
      return { type, data: await apiRequest(`/api/trl_conteudo_video/loadInfoConteudoVideo/${id}`, { schema: ConteudoVideoDto, signal }) };
    case 6:
      return { type, data: await apiRequest(`/api/trl_montagem/loadInfoMontagem/${id}`, { schema: ConteudoMontagemDto, signal }) };
    default:
      throw new Error(`Tipo de conteúdo desconhecido: ${type}`);
  }
}

export function useContentDetail(content: Pick<ConteudoDto, 'codTrlConteudo' | 'codTrlTipoConteudo'> | null) {
  return useQuery({
    queryKey: curriculumKeys.detail(content?.codTrlTipoConteudo ?? 0, content?.codTrlConteudo ?? 0),
    queryFn: ({ signal }) => loadDetail(content!.codTrlTipoConteudo, content!.codTrlConteudo, signal),
    enabled: content !== null,
    staleTime: 0,
  });
}

/** A content save: JSON for text, dialogue, video and assembly; multipart for image and game. */
export type ContentSave =
  | { kind: 'text'; id?: number; body: TextoCreateBody | TextoUpdateBody }
  | { kind: 'image'; id?: number; codTrlAula: number; dscTitulo: string; file: File | null }
  | { kind: 'game'; id?: number; body: GameCreateBody | GameUpdateBody; files: ReadonlyMap<string, File> }
  | { kind: 'dialogue'; id?: number; body: DialogoCreateBody | DialogoUpdateBody }
  | { kind: 'video'; id?: number; body: VideoCreateBody | VideoUpdateBody }
  | { kind: 'assembly'; body: MontagemCreateBody };

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
