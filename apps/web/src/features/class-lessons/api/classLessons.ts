import { OkAnswer } from '@portal/shared/common/answers';
import { ClassLessonDto, ClassLessonOptionDto } from '@portal/shared/class-lessons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/client';

/** Query keys of the class lessons; every change invalidates the root. */
export const classLessonKeys = {
  all: ['trl_livro_turma'] as const,
  ofClass: (classId: number | null) => ['trl_livro_turma', 'class', classId] as const,
  options: (classId: number | null) => ['trl_livro_turma', 'options', classId] as const,
};

const LessonList = z.array(ClassLessonDto);
const OptionList = z.array(ClassLessonOptionDto);

/** GET /api/trl_livro_turma/all/{codBseTurma}: the class's paths. */
export function useClassLessons(classId: number | null) {
  return useQuery({
    queryKey: classLessonKeys.ofClass(classId),
    queryFn: ({ signal }) => apiRequest(`/api/trl_livro_turma/all/${classId}`, { schema: LessonList, signal }),
    enabled: classId !== null,
  });
}

/** 'Selecionar Aula': GET /api/trl_livro/loadLivrosNaoAdicionadosDaTurma/{codBseTurma}, while the dialog is open. */
export function usePathsToAdd(classId: number | null, open: boolean) {
  return useQuery({
    queryKey: classLessonKeys.options(classId),
    queryFn: ({ signal }) => apiRequest(`/api/trl_livro/loadLivrosNaoAdicionadosDaTurma/${classId}`, { schema: OptionList, signal }),
    enabled: classId !== null && open,
  });
}

function useInvalidating<V, T>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: classLessonKeys.all }) });
}

export function useAddClassLesson() {
  return useInvalidating((body: { codBseTurma: number; codTrlLivro: number }) =>
    apiRequest('/api/trl_livro_turma', { method: 'POST', json: body, schema: ClassLessonDto }),
  );
}

export function useActivateClassLesson() {
  return useInvalidating((id: number) => apiRequest(`/api/trl_livro/ativarLivro/${id}`, { method: 'PUT', schema: ClassLessonDto }));
}

export function useArchiveClassLesson() {
  return useInvalidating((id: number) => apiRequest(`/api/trl_livro_turma/${id}`, { method: 'DELETE', schema: OkAnswer }));
}
