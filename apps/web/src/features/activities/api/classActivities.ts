import {
  ActivityPage,
  ActivityPreviewDto,
  CataloguePathDto,
  ClassActivityDto,
  type ClassActivityUpdateBody,
} from '@portal/shared/activities';
import { OkAnswer } from '@portal/shared/common/answers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/client';
import type { CatalogueFilter } from './catalogue';

export const classActivityKeys = {
  all: ['bse_atividade_turma'] as const,
  ofClass: (classId: number | null) => ['bse_atividade_turma', 'class', classId] as const,
  catalogue: (classId: number | null, filter: CatalogueFilter) => ['bse_atividade_turma', 'catalogue', classId, filter] as const,
  paths: (classId: number | null) => ['bse_atividade_turma', 'paths', classId] as const,
};

/** GET /api/bse_atividade_turma/turma/{class}: the class's activities (`loadAtividadesTurma`). */
export function useClassActivities(classId: number | null) {
  return useQuery({
    queryKey: classActivityKeys.ofClass(classId),
    queryFn: ({ signal }) => apiRequest(`/api/bse_atividade_turma/turma/${classId}`, { schema: z.array(ClassActivityDto), signal }),
    enabled: classId !== null,
  });
}

/** GET /api/bse_atividade/visualizar/{id}: the questions with their key, for the staff (through a class unless Master). */
export function useActivityPreview(activityId: number, classId: number | null) {
  return useQuery({
    queryKey: ['bse_atividade', 'preview', activityId, classId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/bse_atividade/visualizar/${activityId}${classId === null ? '' : `?codTurma=${classId}`}`, {
        schema: ActivityPreviewDto,
        signal,
      }),
  });
}

/** The add dialog's page of the catalogue the class may use (while the dialog is open). */
export function useClassCatalogue(classId: number | null, filter: CatalogueFilter, open: boolean) {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  if (filter.q) params.set('q', filter.q);
  if (filter.codTrlLivro) params.set('codTrlLivro', String(filter.codTrlLivro));
  if (filter.codTrlCapitulo) params.set('codTrlCapitulo', String(filter.codTrlCapitulo));
  return useQuery({
    queryKey: classActivityKeys.catalogue(classId, filter),
    queryFn: ({ signal }) =>
      apiRequest(`/api/bse_atividade_turma/catalogo/${classId}?${params.toString()}`, { schema: ActivityPage, signal }),
    enabled: classId !== null && open,
    placeholderData: keepPreviousData,
  });
}

export function useCataloguePaths(classId: number | null, open: boolean) {
  return useQuery({
    queryKey: classActivityKeys.paths(classId),
    queryFn: ({ signal }) => apiRequest(`/api/bse_atividade_turma/trilhas/${classId}`, { schema: z.array(CataloguePathDto), signal }),
    enabled: classId !== null && open,
  });
}

function useInvalidating<V, T>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: classActivityKeys.all }) });
}

/** `insertAtividadeTurma`: the chosen activities, each with the one due day of the dialog (null: none). */
export function useAddToClass() {
  return useInvalidating(({ classId, activityIds, datEntrega }: { classId: number; activityIds: number[]; datEntrega: string | null }) =>
    apiRequest('/api/bse_atividade_turma', {
      method: 'POST',
      json: activityIds.map((codBseAtividade) => ({ codBseAtividade, codBseTurma: classId, datEntrega })),
      schema: z.array(ClassActivityDto),
    }),
  );
}

/** `updateAtividadeTurma`: the switch (`value`), the due day (`datEntrega`, null clears it), or both. */
export function useUpdateClassActivity() {
  return useInvalidating(({ id, body }: { id: number; body: ClassActivityUpdateBody }) =>
    apiRequest(`/api/bse_atividade_turma/${id}`, { method: 'PUT', json: body, schema: ClassActivityDto }),
  );
}

export function useRemoveFromClass() {
  return useInvalidating((id: number) => apiRequest(`/api/bse_atividade_turma/${id}`, { method: 'DELETE', schema: OkAnswer }));
}
