import { vi } from 'vitest';

/**
 * `fetch` answering each path from `answers` (status 200), or with the status of `failing`, 404 otherwise;
 * the paths asked, in order. Undone after each test (setup.ts: vi.unstubAllGlobals).
 */
export function serveJson(answers: Record<string, unknown>, failing: Record<string, number> = {}): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      asked.push(path);
      const status = failing[path] ?? (path in answers ? 200 : 404);
      const body = status === 200 ? answers[path] : { statusCode: status, code: 'X', message: 'Erro' };
      return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
    }),
  );
  return asked;
}
