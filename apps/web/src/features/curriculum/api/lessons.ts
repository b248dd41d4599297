import { OkAnswer } from '@portal/shared/common/answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LessonDto,
  LessonOrderDto,
  OpenChapterDto,
  ContentOrderDto,
  type LessonCreateBody,
  type LessonUpdateBody,
  type LessonSwapBody,
  type ContentSwapBody,
} from '@portal/shared/curriculum';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/client';
import { curriculumKeys } from './keys';

/** GET /api/trl_capitulo/abrir/{id}: the chapter (with its path's title) and its lessons with their contents. */
export function useOpenChapter(chapterId: number) {
  return useQuery({
    queryKey: curriculumKeys.chapter(chapterId),
    queryFn: ({ signal }) => apiRequest(`/api/trl_capitulo/abrir/${chapterId}`, { schema: OpenChapterDto, signal }),
  });
}

/** Lists reload after a create or delete (1-authoring §4). */
export function useReloadChapter(chapterId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: curriculumKeys.chapter(chapterId) });
}

export function useCreateLesson(chapterId: number) {
  const reload = useReloadChapter(chapterId);
  return useMutation({
    mutationFn: (body: LessonCreateBody) => apiRequest('/api/trl_aula', { method: 'POST', json: body, schema: LessonDto }),
    onSuccess: reload,
  });
}

export function useUpdateLesson(chapterId: number) {
  const reload = useReloadChapter(chapterId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: LessonUpdateBody }) =>
      apiRequest(`/api/trl_aula/${id}`, { method: 'PUT', json: body, schema: LessonDto }),
    onSuccess: reload,
  });
}

export function useDeleteLesson(chapterId: number) {
  const reload = useReloadChapter(chapterId);
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/trl_aula/${id}`, { method: 'DELETE', schema: OkAnswer }),
    onSuccess: reload,
  });
}

export function useDeleteContent(chapterId: number) {
  const reload = useReloadChapter(chapterId);
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/trl_conteudo/${id}`, { method: 'DELETE', schema: OkAnswer }),
    onSuccess: reload,
  });
}

function bySequence<T extends { numSequencia: number }>(a: T, b: T): number {
  return a.numSequencia - b.numSequencia;
}

/** PUT /api/trl_aula/inverterAulas/x: asked first, then the local numbers are swapped and re-sorted (§4). */
export function useSwapLessons(chapterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LessonSwapBody) =>
      apiRequest('/api/trl_aula/inverterAulas/x', { method: 'PUT', json: body, schema: z.array(LessonOrderDto) }),
    onSuccess: (order) =>
      queryClient.setQueryData<OpenChapterDto>(curriculumKeys.chapter(chapterId), (data) => {
        if (!data) return data;
        const sequence = new Map(order.map((item) => [item.codTrlAula, item.numSequencia]));
        const aulas = data.aulas
          .map((aula) => ({ ...aula, numSequencia: sequence.get(aula.codTrlAula) ?? aula.numSequencia }))
          .sort(bySequence);
        return { ...data, aulas };
      }),
  });
}

/** PUT /api/trl_conteudo/inverterConteudos/x: two content items of one lesson change places. */
export function useSwapContents(chapterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentSwapBody) =>
      apiRequest('/api/trl_conteudo/inverterConteudos/x', { method: 'PUT', json: body, schema: z.array(ContentOrderDto) }),
    onSuccess: (order) =>
      queryClient.setQueryData<OpenChapterDto>(curriculumKeys.chapter(chapterId), (data) => {
        if (!data) return data;
        const sequence = new Map(order.map((item) => [item.codTrlConteudo, item.numSequencia]));
        const aulas = data.aulas.map((aula) => ({
          ...aula,
          conteudos: aula.conteudos
            .map((conteudo) => ({ ...conteudo, numSequencia: sequence.get(conteudo.codTrlConteudo) ?? conteudo.numSequencia }))
            .sort(bySequence),
        }));
        return { ...data, aulas };
      }),
  });
}
