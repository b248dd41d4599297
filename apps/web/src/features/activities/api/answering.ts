import { AnsweringFormDto, StudentActivityDto, type SubmissionBody } from '@portal/shared/activities';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/client';
import { classActivitiesPath, readEarlyOr } from '../../../app/session/early';

export const answeringKeys = {
  all: ['bse_questao_resposta', 'student'] as const,
  list: (classId: number | null) => ['bse_questao_resposta', 'student', 'list', classId] as const,
  form: (activityId: number, classId: number | null) => ['bse_questao_resposta', 'student', 'form', activityId, classId] as const,
};

/** `loadAtividadesAtivasPorTurma`: the student's class's active activities. */
export function useStudentActivities(classId: number | null) {
  return useQuery({
    queryKey: answeringKeys.list(classId),
    queryFn: ({ signal }) => readEarlyOr(classActivitiesPath(classId!), z.array(StudentActivityDto), signal),
    enabled: classId !== null,
  });
}

/** The answering form (no key before the student sent it and it was graded). */
export function useAnsweringForm(activityId: number, classId: number | null) {
  return useQuery({
    queryKey: answeringKeys.form(activityId, classId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/bse_questao_resposta/formulario/${activityId}?codTurma=${classId}`, { schema: AnsweringFormDto, signal }),
    enabled: classId !== null,
  });
}

export function useSubmitAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmissionBody) =>
      apiRequest('/api/bse_questao_resposta', { method: 'POST', json: body, schema: StudentActivityDto }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: answeringKeys.all }),
  });
}
