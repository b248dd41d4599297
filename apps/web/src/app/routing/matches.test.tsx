import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { routes } from '../routes';
import { declarative } from './declarative';
import { matchesOf, tableFor } from './matches';

const table = declarative(routes);

/** Every address the table names, its parameters filled in (`:id` → 12, `*` → a/b), as typed and in capitals. */
function addressesOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path ?? '';
    const path = own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`;
    const filled = path
      .replace(/:[^/]+/g, '12')
      .replace(/\*$/, 'a/b')
      .replace(/\?/g, '');
    return [filled, filled.toUpperCase(), `${filled}/mais`, ...addressesOf(route.children ?? [], path)];
  });
}

/** What the router finds, by route and params. */
const found = (matches: ReturnType<typeof matchRoutes>) =>
  matches?.map((m) => ({ route: m.route, params: m.params, pathname: m.pathname }));

describe('matchesOf', () => {
  const addresses = [...new Set([...addressesOf(table), '/', '', '/nao/existe', '/plataforma/24', '/home/', '/%68ome', '/x%2Fy'])];

  it('finds, for each address of the table, what React Router finds in the whole table', () => {
    expect(addresses.length).toBeGreaterThan(100);
    for (const address of addresses) expect(found(matchesOf(table, address)), address).toEqual(found(matchRoutes(table, address)));
  });

  it('names the table’s own routes, and matches a tenth of the table for a feature’s address', () => {
    const home = matchesOf(table, '/home');
    expect(home?.at(-1)?.route.path).toBe('/home');
    const flat = (routes: RouteObject[]): number => routes.reduce((n, r) => n + 1 + flat(r.children ?? []), 0);
    expect(flat(tableFor(table, '/home'))).toBeLessThan(flat(table) / 5);
    // The same part every time (it is kept), and the whole table for the root.
    expect(tableFor(table, '/home/x')).toBe(tableFor(table, '/home'));
    expect(tableFor(table, '/')).toBe(table);
  });
});
