import { OkAnswer } from '@portal/shared/common/answers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageOf } from '@portal/shared/common/pagination';
import { PathDto, PathOrderDto, type PathSwapBody, type PathCreateBody, type PathUpdateBody } from '@portal/shared/curriculum';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/client';
import { curriculumKeys } from './keys';

const LivroPage = pageOf(PathDto);

/** GET /api/trl_livro: one page of the paths the caller authors, in order (a Professor: their current class). */
export function usePaths(codBseTurma: number | null, page: number, pageSize: number) {
  return useQuery({
    queryKey: curriculumKeys.paths(codBseTurma, page, pageSize),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (codBseTurma != null) query.set('codBseTurma', String(codBseTurma));
      return apiRequest(`/api/trl_livro?${query.toString()}`, { schema: LivroPage, signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function usePath(id: number, enabled = true) {
  return useQuery({
    queryKey: curriculumKeys.path(id),
    queryFn: ({ signal }) => apiRequest(`/api/trl_livro/${id}`, { schema: PathDto, signal }),
    enabled: enabled && id > 0,
  });
}

function useInvalidatePaths() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: curriculumKeys.pathsAll });
}

export function useCreatePath() {
  const invalidate = useInvalidatePaths();
  return useMutation({
    mutationFn: (body: PathCreateBody) => apiRequest('/api/trl_livro', { method: 'POST', json: body, schema: PathDto }),
    onSuccess: invalidate,
  });
}

export function useUpdatePath() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePaths();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PathUpdateBody }) =>
      apiRequest(`/api/trl_livro/${id}`, { method: 'PUT', json: body, schema: PathDto }),
    onSuccess: async (path) => {
      queryClient.setQueryData(curriculumKeys.path(path.codTrlLivro), path);
      await invalidate();
    },
  });
}

export function useDeletePath() {
  const invalidate = useInvalidatePaths();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/trl_livro/${id}`, { method: 'DELETE', schema: OkAnswer }),
    onSuccess: invalidate,
  });
}

/** PUT /api/trl_livro/inverterLivros/x: the server swaps the two first; the list is then re-read in order. */
export function useSwapPaths() {
  const invalidate = useInvalidatePaths();
  return useMutation({
    mutationFn: (body: PathSwapBody) =>
      apiRequest('/api/trl_livro/inverterLivros/x', { method: 'PUT', json: body, schema: z.array(PathOrderDto) }),
    onSuccess: invalidate,
  });
}

/** The path at a 1-based position of the ordered list (its neighbour on another page, for a swap). */
export async function fetchPathAt(codBseTurma: number | null, position: number): Promise<PathDto | undefined> {
  const query = new URLSearchParams({ page: String(position), pageSize: '1' });
  if (codBseTurma != null) query.set('codBseTurma', String(codBseTurma));
  const answer = await apiRequest(`/api/trl_livro?${query.toString()}`, { schema: LivroPage });
  return answer.items[0];
}
