import { OkAnswer } from '@portal/shared/common/answers';
import { type ContactBody, TicketPage } from '@portal/shared/support';
import { ContactSubjectDto } from '@portal/shared/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/client';

export const supportKeys = {
  all: ['bse_suporte'] as const,
  page: (page: number, pageSize: number) => ['bse_suporte', page, pageSize] as const,
  subjects: ['informacao'] as const,
};

const Subjects = z.array(ContactSubjectDto);

/** GET /api/informacao: the eight subjects. */
export function useSubjects() {
  return useQuery({
    queryKey: supportKeys.subjects,
    queryFn: ({ signal }) => apiRequest('/api/informacao', { schema: Subjects, signal }),
    staleTime: Infinity,
  });
}

export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactBody) => apiRequest('/api/bse_suporte', { method: 'POST', json: body, schema: OkAnswer }),
  });
}

export function useTickets(page: number, pageSize: number) {
  return useQuery({
    queryKey: supportKeys.page(page, pageSize),
    queryFn: ({ signal }) => apiRequest(`/api/bse_suporte?page=${page}&pageSize=${pageSize}`, { schema: TicketPage, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/bse_suporte/${id}`, { method: 'DELETE', schema: OkAnswer }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
