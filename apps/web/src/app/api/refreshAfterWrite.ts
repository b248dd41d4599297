import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a write: the lists under `queryKey` read again. Reads already under way are cancelled first: a
 * query's first read (a search just typed, say) sent before the write would otherwise be joined by the
 * refetch instead of replaced (TanStack Query cancels a read under way only when the query already holds
 * data), and its answer, from before the write, would stay on the screen: a deleted news item listed.
 */
export async function refreshAfterWrite(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
