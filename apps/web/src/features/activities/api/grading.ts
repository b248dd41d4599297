import { AnswerTablePage, GradeAuditDto, GradingFormDto, type GradesCreateBody } from '@portal/shared/activities';
import { OkAnswer } from '@portal/shared/common/answers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/client';

export const gradingKeys = {
  all: ['bse_questao_resposta', 'staff'] as const,
  table: (activityId: number, classId: number | null, page: number) =>
    ['bse_questao_resposta', 'staff', 'table', activityId, classId, page] as const,
  form: (activityId: number, classId: number | null, studentId: number) =>
    ['bse_questao_resposta', 'staff', 'form', activityId, classId, studentId] as const,
  audit: (activityId: number, classId: number | null, studentId: number) =>
    ['bse_questao_resposta', 'staff', 'audit', activityId, classId, studentId] as const,
};

/** The answers table: the class's students, 5 a page. */
export function useAnswersTable(activityId: number, classId: number | null, page: number) {
  return useQuery({
    queryKey: gradingKeys.table(activityId, classId, page),
    queryFn: ({ signal }) =>
      apiRequest(`/api/bse_questao_resposta/${activityId}?codTurma=${classId}&page=${page}`, { schema: AnswerTablePage, signal }),
    enabled: classId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useGradingForm(activityId: number, classId: number | null, studentId: number) {
  return useQuery({
    queryKey: gradingKeys.form(activityId, classId, studentId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/bse_questao_resposta/respostas/${activityId}?codTurma=${classId}&codUsuario=${studentId}`, {
        schema: GradingFormDto,
        signal,
      }),
    enabled: classId !== null,
  });
}

const AuditList = z.array(GradeAuditDto);

/** GET /api/bse_nota/historico/{id}: every change of the student's grades (the staff above the grader). */
export function useGradeAudit(activityId: number, classId: number | null, studentId: number, enabled: boolean) {
  return useQuery({
    queryKey: gradingKeys.audit(activityId, classId, studentId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/bse_nota/historico/${activityId}?codTurma=${classId}&codUsuario=${studentId}`, { schema: AuditList, signal }),
    enabled: enabled && classId !== null,
  });
}

function useInvalidating<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bse_questao_resposta'] }) });
}

export function useGiveGrades() {
  return useInvalidating((grades: GradesCreateBody) => apiRequest('/api/bse_nota', { method: 'POST', json: grades, schema: OkAnswer }));
}

export function useChangeGrades() {
  return useInvalidating(({ ids, values }: { ids: number[]; values: number[] }) =>
    apiRequest(`/api/bse_nota/updateMany/${ids.join(',')}`, {
      method: 'PUT',
      json: { nota: values.map((valor) => ({ valor })) },
      schema: OkAnswer,
    }),
  );
}
