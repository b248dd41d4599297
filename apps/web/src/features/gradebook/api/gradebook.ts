import { GradebookDto } from '@portal/shared/gradebook';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/client';

export const gradebookKeys = {
  ofClass: (classId: number) => ['boletim', classId] as const,
};

/** GET /api/turma/{codBseTurma}/boletim: the class's activities and its students by name, in one answer. */
export function useGradebook(classId: number) {
  return useQuery({
    queryKey: gradebookKeys.ofClass(classId),
    queryFn: ({ signal }) => apiRequest(`/api/turma/${classId}/boletim`, { schema: GradebookDto, signal }),
  });
}
