import { OkAnswer } from '@portal/shared/common/answers';
import { PostDto, PostPage, RoomDto, TopicDto, TopicPage, type TopicCreateBody, type TopicUpdateBody } from '@portal/shared/forum';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/client';

export const forumKeys = {
  all: ['frm'] as const,
  rooms: ['frm', 'rooms'] as const,
  room: (id: number) => ['frm', 'room', id] as const,
  topics: (room: number, q: string, page: number) => ['frm', 'topics', room, q, page] as const,
  topic: (id: number) => ['frm', 'topic', id] as const,
  posts: (topic: number, page: number) => ['frm', 'posts', topic, page] as const,
};

const Rooms = z.array(RoomDto);

export function useRooms() {
  return useQuery({ queryKey: forumKeys.rooms, queryFn: ({ signal }) => apiRequest('/api/frm_sala', { schema: Rooms, signal }) });
}

export function useRoom(id: number) {
  return useQuery({
    queryKey: forumKeys.room(id),
    queryFn: ({ signal }) => apiRequest(`/api/frm_sala/${id}`, { schema: RoomDto, signal }),
  });
}

/** GET /api/frm_topico/topicosDaSala/{id}: 10 a page, the title searched by the server. */
export function useTopics(room: number, q: string, page: number) {
  return useQuery({
    queryKey: forumKeys.topics(room, q, page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page) });
      if (q) params.set('q', q);
      return apiRequest(`/api/frm_topico/topicosDaSala/${room}?${params.toString()}`, { schema: TopicPage, signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useTopic(id: number) {
  return useQuery({
    queryKey: forumKeys.topic(id),
    queryFn: ({ signal }) => apiRequest(`/api/frm_topico/${id}`, { schema: TopicDto, signal }),
  });
}

export function usePosts(topic: number, page: number) {
  return useQuery({
    queryKey: forumKeys.posts(topic, page),
    queryFn: ({ signal }) => apiRequest(`/api/frm_postagem/postagensDoTopico/${topic}?page=${page}`, { schema: PostPage, signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidating<V, T>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }) });
}

export const useCreateTopic = () =>
  useInvalidating((body: TopicCreateBody) => apiRequest('/api/frm_topico', { method: 'POST', json: body, schema: TopicDto }));
export const useUpdateTopic = () =>
  useInvalidating(({ id, body }: { id: number; body: TopicUpdateBody }) =>
    apiRequest(`/api/frm_topico/${id}`, { method: 'PUT', json: body, schema: TopicDto }),
  );
export const useDeleteTopic = () =>
  useInvalidating((id: number) => apiRequest(`/api/frm_topico/${id}`, { method: 'DELETE', schema: OkAnswer }));
export const useCreatePost = () =>
  useInvalidating((body: { codFrmTopico: number; txtPostagem: string }) =>
    apiRequest('/api/frm_postagem', { method: 'POST', json: body, schema: PostDto }),
  );
export const useDeletePost = () =>
  useInvalidating((id: number) => apiRequest(`/api/frm_postagem/${id}`, { method: 'DELETE', schema: OkAnswer }));
