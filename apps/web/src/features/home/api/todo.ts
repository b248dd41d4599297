import { TodoDto } from '@portal/shared/gradebook';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/client';

/**
 * GET /api/home/pendencias: the student's activities not sent yet (soonest due first) and the next item
 * of the active path. Asked again each time /home opens (what was just sent or played changes it).
 */
export function useTodo(enabled: boolean) {
  return useQuery({
    queryKey: ['home', 'pendencias'],
    queryFn: ({ signal }) => apiRequest('/api/home/pendencias', { schema: TodoDto, signal }),
    enabled,
    staleTime: 0,
  });
}
