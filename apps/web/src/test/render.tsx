import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppProviders } from '../app/providers';
import { MantineProviders } from '../app/MantineRoot';
import { createQueryClient } from '../app/queryClient';
import { DialogsHost } from '../app/components/dialogs';

type Handler = (init: RequestInit | undefined) => { status?: number; body: unknown };

/** Answers fetch calls by "METHOD path"; anything else answers 404. Returns the spy. */
export function mockApi(handlers: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = handlers[key];
    const answer = handler
      ? handler(init)
      : { status: 404, body: { statusCode: 404, code: 'ROUTE_NOT_FOUND', message: 'Rota não encontrada.' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** Renders a screen with the app's providers, the dialogs' host (as in the shell) and an in-memory router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const utils = render(
    <AppProviders>
      <MantineProviders>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
          <DialogsHost />
        </QueryClientProvider>
      </MantineProviders>
    </AppProviders>,
  );
  return { ...utils, queryClient };
}
