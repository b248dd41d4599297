import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { OkAnswer } from '@portal/shared/common/answers';
import { BulkBatchDto, BulkBatchListItem, type BulkBody, type BulkCommitResult, BulkEvent, BulkPreviewAnswer } from '@portal/shared/users';
import { ApiError, NETWORK_ERROR_CODE, apiRequest, readError } from '../../../app/api/client';
import { getToken } from '../../../app/session/storage';
import { usersQueryKeys } from './users';

/** Every row checked by the server; nothing is written. */
export function useBulkPreview() {
  return useMutation({
    mutationFn: (body: BulkBody) =>
      apiRequest('/api/bse_usuario/validarUsuariosEmMassa/x', { method: 'POST', json: body, schema: BulkPreviewAnswer }),
  });
}

async function failure(response: Response): Promise<ApiError> {
  return new ApiError(await readError(response));
}

/**
 * Creates the valid rows. The answer is a stream of JSON lines: progress while the server hashes the
 * passwords, then the result; `onProgress` sees each progress line as it arrives.
 */
export async function commitBulk(
  body: BulkBody,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<BulkCommitResult> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch('/api/bse_usuario/criarUsuariosEmMassa/x', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/x-ndjson',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    throw new ApiError({ statusCode: 0, code: NETWORK_ERROR_CODE, message: 'Sem conexão com o servidor.' });
  }
  if (!response.ok || !response.body) throw await failure(response);

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let result: BulkCommitResult | null = null;
  const read = (line: string) => {
    if (!line.trim()) return;
    const event = BulkEvent.parse(JSON.parse(line));
    if (event.tipo === 'progresso') onProgress(event.feitos, event.total);
    else if (event.tipo === 'resultado') result = event.resultado;
    else throw new ApiError({ ...event.erro });
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    lines.forEach(read);
  }
  read(buffer);
  if (!result) throw new ApiError({ statusCode: 0, code: NETWORK_ERROR_CODE, message: 'Sem conexão com o servidor.' });
  return result;
}

export function useBulkCommit(onProgress: (done: number, total: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkBody) => commitBulk(body, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKeys.all }),
  });
}

// ---------------------------------------------------------------- kept results (24 hours, the creator's own)

export const bulkQueryKeys = {
  batches: ['bse_usuario', 'lotes'] as const,
  batch: (id: number) => ['bse_usuario', 'lotes', id] as const,
};

/** The caller's bulk creations of the last 24 hours ("last imports"). */
export function useBulkBatches() {
  return useQuery({
    queryKey: bulkQueryKeys.batches,
    queryFn: ({ signal }) => apiRequest('/api/bse_usuario/lotesEmMassa', { schema: z.array(BulkBatchListItem), signal }),
  });
}

/** One kept result with the logins and first passwords (never cached beyond the screen that shows it). */
export function useBulkBatch(id: number | null) {
  return useQuery({
    queryKey: bulkQueryKeys.batch(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`/api/bse_usuario/lotesEmMassa/${id}`, { schema: BulkBatchDto, signal }),
    enabled: id !== null,
    gcTime: 0,
  });
}

export function fetchBulkBatch(id: number) {
  return apiRequest(`/api/bse_usuario/lotesEmMassa/${id}`, { schema: BulkBatchDto });
}

/** Discards a kept result before it expires. */
export function useDiscardBulkBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/bse_usuario/lotesEmMassa/${id}`, { method: 'DELETE', schema: OkAnswer }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bulkQueryKeys.batches }),
  });
}
