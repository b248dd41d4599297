import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { SIDEBAR } from '@portal/shared/permissions';
import type { RouteHandle } from './routing/handle';
import { routes } from './routes';

/** The deepest route that `path` reaches in the table (the 404 route `*` when nothing else does). */
function screenOf(path: string): RouteObject | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route;
}

describe('the route table', () => {
  it.each(SIDEBAR.map((entry) => [entry.path, entry] as const))('has a screen for the sidebar entry %s', (path, entry) => {
    const route = screenOf(path);
    expect(route?.path, path).not.toBe('*');
    expect(route?.path, path).toBeDefined();
    // The entry's screen is guarded: its route names the capability it needs.
    expect((route?.handle as RouteHandle | undefined)?.capability, entry.id).toBeDefined();
  });

  it('sends an unknown address to the 404 route', () => {
    expect(screenOf('/nao/existe')?.path).toBe('*');
  });

  it('guards the chat with the capability of its sidebar entry', () => {
    const chat = SIDEBAR.find((entry) => entry.id === 'chat');
    expect((screenOf('/chat')?.handle as RouteHandle).capability).toBe(chat?.capability);
    expect((screenOf('/chat/listar')?.handle as RouteHandle).capability).toBe(chat?.capability);
  });

  it('guards /admin, the footer link, with system:admin', () => {
    const route = screenOf('/admin');
    expect(route?.path).toBe('/admin');
    expect((route?.handle as RouteHandle).capability).toBe('system:admin');
  });
});
