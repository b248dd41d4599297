import { ActivityDto, ActivityPage, type ActivityBody } from '@portal/shared/activities';
import { OkAnswer } from '@portal/shared/common/answers';
import { ChapterDto, PathDto } from '@portal/shared/curriculum';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/client';

/** Query keys of the activities; every change to the catalogue invalidates the root. */
export const activityKeys = {
  all: ['bse_atividade'] as const,
  page: (filter: CatalogueFilter) => ['bse_atividade', 'page', filter] as const,
  one: (id: number | null) => ['bse_atividade', 'one', id] as const,
  paths: ['bse_atividade', 'paths'] as const,
  chapters: (pathId: number | null) => ['bse_atividade', 'chapters', pathId] as const,
};

export interface CatalogueFilter {
  page: number;
  pageSize: number;
  q?: string;
  codTrlLivro?: number;
  codTrlCapitulo?: number;
}

function queryString(filter: CatalogueFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  if (filter.q) params.set('q', filter.q);
  if (filter.codTrlLivro) params.set('codTrlLivro', String(filter.codTrlLivro));
  if (filter.codTrlCapitulo) params.set('codTrlCapitulo', String(filter.codTrlCapitulo));
  return params.toString();
}

/** GET /api/bse_atividade: one page of the Master's catalogue (the previous page stays while the next loads). */
export function useCatalogue(filter: CatalogueFilter) {
  return useQuery({
    queryKey: activityKeys.page(filter),
    queryFn: ({ signal }) => apiRequest(`/api/bse_atividade?${queryString(filter)}`, { schema: ActivityPage, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useActivity(id: number | null) {
  return useQuery({
    queryKey: activityKeys.one(id),
    queryFn: ({ signal }) => apiRequest(`/api/bse_atividade/${id}`, { schema: ActivityDto, signal }),
    enabled: id !== null,
  });
}

/** The paths of the filters and of the dialog (every path the Master authors). */
export function usePathOptions() {
  return useQuery({
    queryKey: activityKeys.paths,
    queryFn: ({ signal }) => apiRequest('/api/trl_livro/all/-1', { schema: z.array(PathDto), signal }),
    staleTime: 60_000,
  });
}

export function useChapterOptions(pathId: number | null) {
  return useQuery({
    queryKey: activityKeys.chapters(pathId),
    queryFn: ({ signal }) => apiRequest(`/api/trl_capitulo/pegarCapitulosDoLivro/${pathId}`, { schema: z.array(ChapterDto), signal }),
    enabled: pathId !== null,
    staleTime: 60_000,
  });
}

function useInvalidating<V, T>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }) });
}

export function useSaveActivity() {
  return useInvalidating(({ id, body }: { id: number | null; body: ActivityBody }) =>
    id === null
      ? apiRequest('/api/bse_atividade', { method: 'POST', json: body, schema: ActivityDto })
      : apiRequest(`/api/bse_atividade/${id}`, { method: 'PUT', json: body, schema: ActivityDto }),
  );
}

export function useDeleteActivity() {
  return useInvalidating((id: number) => apiRequest(`/api/bse_atividade/${id}`, { method: 'DELETE', schema: OkAnswer }));
}
