import { OkAnswer } from '@portal/shared/common/answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ChapterDto,
  ChapterOrderDto,
  type ChapterCreateBody,
  type ChapterUpdateBody,
  type ChapterSwapBody,
} from '@portal/shared/curriculum';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/client';
import { curriculumKeys } from './keys';

/** GET /api/trl_capitulo/pegarCapitulosDoLivro/{id}: every chapter of a path (at most 50), in order. */
export function useChapters(pathId: number) {
  return useQuery({
    queryKey: curriculumKeys.chapters(pathId),
    queryFn: ({ signal }) => apiRequest(`/api/trl_capitulo/pegarCapitulosDoLivro/${pathId}`, { schema: z.array(ChapterDto), signal }),
  });
}

function useInvalidateChapters(pathId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: curriculumKeys.chapters(pathId) }),
      // the paths table shows each path's chapter count
      queryClient.invalidateQueries({ queryKey: curriculumKeys.pathsAll }),
    ]);
}

export function useCreateChapter(pathId: number) {
  const invalidate = useInvalidateChapters(pathId);
  return useMutation({
    mutationFn: (body: ChapterCreateBody) => apiRequest('/api/trl_capitulo', { method: 'POST', json: body, schema: ChapterDto }),
    onSuccess: invalidate,
  });
}

export function useUpdateChapter(pathId: number) {
  const invalidate = useInvalidateChapters(pathId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChapterUpdateBody }) =>
      apiRequest(`/api/trl_capitulo/${id}`, { method: 'PUT', json: body, schema: ChapterDto }),
    onSuccess: invalidate,
  });
}

export function useDeleteChapter(pathId: number) {
  const invalidate = useInvalidateChapters(pathId);
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/trl_capitulo/${id}`, { method: 'DELETE', schema: OkAnswer }),
    onSuccess: invalidate,
  });
}

/**
 * PUT /api/trl_capitulo/inverterCapitulos/x. 1-authoring §4: the server is asked first, then the
 * local numbers are swapped and the list re-sorted (no reload needed).
 */
export function useSwapChapters(pathId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChapterSwapBody) =>
      apiRequest('/api/trl_capitulo/inverterCapitulos/x', { method: 'PUT', json: body, schema: z.array(ChapterOrderDto) }),
    onSuccess: (order) =>
      queryClient.setQueryData<ChapterDto[]>(curriculumKeys.chapters(pathId), (chapters) => {
        if (!chapters) return chapters;
        const sequence = new Map(order.map((item) => [item.codTrlCapitulo, item.numSequencia]));
        return chapters
          .map((chapter) => ({ ...chapter, numSequencia: sequence.get(chapter.codTrlCapitulo) ?? chapter.numSequencia }))
          .sort((a, b) => a.numSequencia - b.numSequencia);
      }),
  });
}
