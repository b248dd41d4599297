import { QuestionDto, type QuestionCreateBody, type QuestionUpdateBody } from '@portal/shared/activities';
import { OkAnswer } from '@portal/shared/common/answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/client';
import { activityKeys } from './catalogue';

const QuestionList = z.array(QuestionDto);

export const questionKeys = {
  ofActivity: (activityId: number) => ['bse_questao', 'activity', activityId] as const,
  one: (id: number | null) => ['bse_questao', 'one', id] as const,
};

/** GET /api/bse_questao?codBseAtividade=: the activity's questions with their key (the Master's screens). */
export function useQuestions(activityId: number) {
  return useQuery({
    queryKey: questionKeys.ofActivity(activityId),
    queryFn: ({ signal }) => apiRequest(`/api/bse_questao?codBseAtividade=${activityId}`, { schema: QuestionList, signal }),
  });
}

export function useQuestion(id: number | null) {
  return useQuery({
    queryKey: questionKeys.one(id),
    queryFn: ({ signal }) => apiRequest(`/api/bse_questao/${id}`, { schema: QuestionDto, signal }),
    enabled: id !== null,
  });
}

/** Every change to a question changes its activity's list and the catalogue's question count. */
function useQuestionMutation<V, T>(activityId: number, mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: questionKeys.ofActivity(activityId) }),
        queryClient.invalidateQueries({ queryKey: ['bse_questao', 'one'] }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}

export function useCreateQuestion(activityId: number) {
  return useQuestionMutation(activityId, (body: QuestionCreateBody) =>
    apiRequest('/api/bse_questao', { method: 'POST', json: body, schema: QuestionDto }),
  );
}

export function useEditQuestion(activityId: number) {
  return useQuestionMutation(activityId, ({ id, body }: { id: number; body: QuestionUpdateBody }) =>
    apiRequest(`/api/bse_questao/${id}`, { method: 'PUT', json: body, schema: QuestionDto }),
  );
}

export function useDeleteQuestion(activityId: number) {
  return useQuestionMutation(activityId, (id: number) => apiRequest(`/api/bse_questao/${id}`, { method: 'DELETE', schema: OkAnswer }));
}
