import { OkAnswer } from '@portal/shared/common/answers';
import { type NewsBody, NewsDto, NewsImageAnswer, NewsPage, NEWS_IMAGE_PART } from '@portal/shared/news';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/client';
import { refreshAfterWrite } from '../../../app/api/refreshAfterWrite';

export const newsKeys = {
  all: ['bse_postagem'] as const,
  page: (q: string, page: number, pageSize: number) => ['bse_postagem', 'page', q, page, pageSize] as const,
  one: (id: number) => ['bse_postagem', 'one', id] as const,
};

/** GET /api/bse_postagem: a page of the list, searched by the server. */
export function useNewsPage(q: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: newsKeys.page(q, page, pageSize),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (q) params.set('q', q);
      return apiRequest(`/api/bse_postagem?${params.toString()}`, { schema: NewsPage, signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useNews(id: number | null) {
  return useQuery({
    queryKey: newsKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`/api/bse_postagem/${id}`, { schema: NewsDto, signal }),
    enabled: id !== null,
  });
}

export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: NewsBody }) =>
      id === null
        ? apiRequest('/api/bse_postagem', { method: 'POST', json: body, schema: NewsDto })
        : apiRequest(`/api/bse_postagem/${id}`, { method: 'PUT', json: body, schema: NewsDto }),
    onSuccess: () => refreshAfterWrite(queryClient, newsKeys.all),
  });
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/bse_postagem/${id}`, { method: 'DELETE', schema: OkAnswer }),
    onSuccess: () => refreshAfterWrite(queryClient, newsKeys.all),
  });
}

/** A picture for the body: POST /api/bse_postagem/imagem (multipart), answered with its address. */
export async function uploadNewsImage(file: File): Promise<string> {
  const form = new FormData();
  form.append(NEWS_IMAGE_PART, file, file.name);
  return (await apiRequest('/api/bse_postagem/imagem', { method: 'POST', form, schema: NewsImageAnswer })).url;
}
