import { useQuery } from '@tanstack/react-query';
import { ClassDto } from '@portal/shared/organisation';
import { apiRequest } from '../api/client';

/**
 * A class's name for a screen about a class that may not be the caller's current one (the staff came
 * from the class list): GET /api/bse_turma/{id}, the same cache entry as the organisation's screens.
 */
export function useClassName(classId: number | null, enabled = true) {
  return useQuery({
    queryKey: ['bse_turma', 'one', classId],
    queryFn: ({ signal }) => apiRequest(`/api/bse_turma/${classId}`, { schema: ClassDto, signal }),
    enabled: enabled && classId !== null,
    select: (row) => row.nomTurma,
  });
}
