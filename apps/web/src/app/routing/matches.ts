import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

const lastMatch = new WeakMap<RouteObject[], { pathname: string; matches: RouteMatch[] | null }>();

/**
 * `matchRoutes` of `table` for `pathname`, remembered for the last address of each table. React Router flattens,
 * ranks and compiles the whole table (some hundred routes) on each call, and the shell asks for the same address
 * several times per render (the screens' preloads, the top bar's and the document's titles): on Lighthouse's
 * slowed phone that was 0.1-0.25 s of every signed-in page's first render. The table matched is the part of it
 * whose routes may begin with the address's first segment (`tableFor`), a tenth of it for most addresses.
 */
export function matchesOf(table: RouteObject[], pathname: string): RouteMatch[] | null {
  const last = lastMatch.get(table);
  if (last?.pathname === pathname) return last.matches;
  const matches = matchRoutes(tableFor(table, pathname), pathname);
  const originalMatches = matches?.map((match) => ({ ...match, route: originals.get(match.route) ?? match.route })) ?? null;
  lastMatch.set(table, { pathname, matches: originalMatches });
  return originalMatches;
}

/** The route each pruned copy was made from: the matches name the table's own routes, whatever part was matched. */
const originals = new WeakMap<RouteObject, RouteObject>();
/** The parts made, by table and first segment (a mistyped address adds one of two or three routes). */
const prunedTables = new WeakMap<RouteObject[], Map<string, RouteObject[]>>();

/**
 * The part of `table` that can match an address beginning with `pathname`'s first segment: a route whose own path
 * begins with another fixed segment is left out, with its children; a route without a path of its own (a layout, an
 * index) keeps the part of its children that can. What React Router finds in it is what it finds in the whole table:
 * the routes kept are in the same order, and every branch left out could not match.
 */
export function tableFor(table: RouteObject[], pathname: string): RouteObject[] {
  const segment = pathname
    .split('/')
    .find((part) => part !== '')
    ?.toLowerCase();
  // An encoded first segment is compared decoded by React Router: the whole table is matched, as it would be.
  if (segment === undefined || segment.includes('%')) return table;
  let parts = prunedTables.get(table);
  if (!parts) prunedTables.set(table, (parts = new Map<string, RouteObject[]>()));
  let part = parts.get(segment);
  if (!part) parts.set(segment, (part = prune(table, segment)));
  return part;
}

/**
 * `routes` without those whose own path begins with another fixed segment than `segment` (lower case: a route is kept
 * whatever the case of its path, and React Router's own matching tells the cases apart where a route asks it).
 */
function prune(routes: RouteObject[], segment: string): RouteObject[] {
  const kept = routes.flatMap((route): RouteObject[] => {
    const first = (route.path ?? '').replace(/^\//, '').split('/')[0]!;
    // A parameter, a splat or an optional segment may be any first segment.
    if (first) return /^:|[*?]/.test(first) || first.toLowerCase() === segment ? [route] : [];
    if (!route.children) return [route];
    const children = prune(route.children, segment);
    if (children === route.children) return [route];
    // A layout without a path whose children all are left out matches nothing by itself.
    if (children.length === 0 && route.path === undefined) return [];
    const copy = { ...route, children } as RouteObject;
    originals.set(copy, originals.get(route) ?? route);
    return [copy];
  });
  // The same array when nothing was left out or copied, so that a parent keeps itself too.
  return kept.length === routes.length && kept.every((route, i) => route === routes[i]) ? routes : kept;
}
