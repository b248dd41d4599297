import { OkAnswer } from '@portal/shared/common/answers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CepDto,
  SchoolDto,
  SchoolPage,
  type SchoolCreateBody,
  type SchoolListQuery,
  type SchoolUpdateBody,
} from '@portal/shared/organisation';
import { apiRequest } from '../../../app/api/client';
import { listQuery, orgKeys } from './keys';

export function useSchools(query: SchoolListQuery, enabled = true) {
  return useQuery({
    queryKey: [...orgKeys.schools, 'list', query],
    queryFn: ({ signal }) => apiRequest(`/api/bse_escola${listQuery(query)}`, { schema: SchoolPage, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSchool(id: number | null) {
  return useQuery({
    queryKey: [...orgKeys.schools, 'one', id],
    queryFn: ({ signal }) => apiRequest(`/api/bse_escola/${id}`, { schema: SchoolDto, signal }),
    enabled: id !== null,
  });
}

export function useSaveSchool(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolCreateBody | SchoolUpdateBody) =>
      id === null
        ? apiRequest('/api/bse_escola', { method: 'POST', json: body, schema: SchoolDto })
        : apiRequest(`/api/bse_escola/${id}`, { method: 'PUT', json: { ...body, codBseEscola: id }, schema: SchoolDto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.schools }),
  });
}

export function useDeleteSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/bse_escola/${id}`, { method: 'DELETE', schema: OkAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.schools }),
  });
}

/** 'Buscar CEP': the server asks the postal-code provider. */
export function lookupCep(cep: string): Promise<CepDto> {
  return apiRequest(`/api/cep/${encodeURIComponent(cep)}`, { schema: CepDto });
}
