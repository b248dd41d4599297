import { OkAnswer } from '@portal/shared/common/answers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UnitDto, UnitOptionList, UnitPage, type UnitBody, type UnitListQuery } from '@portal/shared/organisation';
import { apiRequest } from '../../../app/api/client';
import { listQuery, orgKeys } from './keys';

export function useUnits(query: UnitListQuery) {
  return useQuery({
    queryKey: [...orgKeys.units, 'list', query],
    queryFn: ({ signal }) => apiRequest(`/api/bse_unidade${listQuery(query)}`, { schema: UnitPage, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUnit(id: number | null) {
  return useQuery({
    queryKey: [...orgKeys.units, 'one', id],
    queryFn: ({ signal }) => apiRequest(`/api/bse_unidade/${id}`, { schema: UnitDto, signal }),
    enabled: id !== null,
  });
}

/** `unidadesDaEscola`: the units of a school the caller may see (pickers). */
export function useUnitsOfSchool(schoolId: number | null | undefined) {
  return useQuery({
    queryKey: [...orgKeys.units, 'ofSchool', schoolId],
    queryFn: ({ signal }) => apiRequest(`/api/bse_unidade/unidadesDaEscola/${schoolId}`, { schema: UnitOptionList, signal }),
    enabled: schoolId != null,
  });
}

export function useSaveUnit(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitBody) =>
      id === null
        ? apiRequest('/api/bse_unidade', { method: 'POST', json: body, schema: UnitDto })
        : apiRequest(`/api/bse_unidade/${id}`, { method: 'PUT', json: { ...body, codBseUnidade: id }, schema: UnitDto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.units }),
  });
}

export function useDeleteUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/bse_unidade/${id}`, { method: 'DELETE', schema: OkAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.units }),
  });
}
