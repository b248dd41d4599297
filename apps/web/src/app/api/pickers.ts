import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ClassOptionDto, SchoolDto, SchoolPage, UnitDto, UnitOptionDto } from '@portal/shared/organisation';
import { apiRequest } from './client';

/**
 * The school, unit and class pickers (the user form, bulk creation, the reports' filters), read from the
 * organisation's endpoints (2-access §7 Schools, Units, Classes).
 */
export function useSchoolOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['bse_escola', 'options'],
    queryFn: ({ signal }) => apiRequest('/api/bse_escola?pageSize=100&sort=nomEscola', { schema: SchoolPage, signal }),
    enabled,
    staleTime: 60 * 1000,
  });
}

export function useSchool(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['bse_escola', 'one', id],
    queryFn: ({ signal }) => apiRequest(`/api/bse_escola/${id}`, { schema: SchoolDto, signal }),
    enabled: enabled && id !== null,
    staleTime: 60 * 1000,
  });
}

export function useUnitOptions(schoolId: number | null) {
  return useQuery({
    queryKey: ['bse_unidade', 'unidadesDaEscola', schoolId],
    queryFn: ({ signal }) => apiRequest(`/api/bse_unidade/unidadesDaEscola/${schoolId}`, { schema: z.array(UnitOptionDto), signal }),
    enabled: schoolId !== null,
    staleTime: 60 * 1000,
  });
}

/** One unit with its school's login prefix (the login's first half). */
export function useUnit(id: number | null) {
  return useQuery({
    queryKey: ['bse_unidade', 'one', id],
    queryFn: ({ signal }) => apiRequest(`/api/bse_unidade/${id}`, { schema: UnitDto, signal }),
    enabled: id !== null,
    staleTime: 60 * 1000,
  });
}

export function useClassOptions(unitId: number | null) {
  return useQuery({
    queryKey: ['bse_turma', 'turmasDaUnidade', unitId],
    queryFn: ({ signal }) => apiRequest(`/api/bse_turma/turmasDaUnidade/${unitId}`, { schema: z.array(ClassOptionDto), signal }),
    enabled: unitId !== null,
    staleTime: 60 * 1000,
  });
}
