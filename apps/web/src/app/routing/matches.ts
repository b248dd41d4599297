import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

const lastMatch = new WeakMap<RouteObject[], { pathname: string; matches: RouteMatch[] | null }>();

/**
 * `matchRoutes` of `table` for `pathname`, remembered for the last address of each table. React Router flattens,
 * ranks and compiles the whole table (some hundred routes) on each call, and the shell asks for the same address
 * several times per render (the screens' preloads, the top bar's and the document's titles): on Lighthouse's
 * slowed phone that was 0.1-0.25 s of every signed-in page's first render.
 */
export function matchesOf(table: RouteObject[], pathname: string): RouteMatch[] | null {
  const last = lastMatch.get(table);
  if (last?.pathname === pathname) return last.matches;
  const matches = matchRoutes(table, pathname);
  lastMatch.set(table, { pathname, matches });
  return matches;
}
