import { BrowserRouter, renderMatches, useLocation } from 'react-router';
import { AppProviders } from './providers';
import { routes } from './routes';
import { declarative, preloadMatches } from './routing/declarative';
import { RouteTableContext } from './routing/handle';
import { matchesOf } from './routing/matches';

const table = declarative(routes);

/**
 * Starts downloading the screens of the address the page opens on (main.tsx, as the entry runs): with
 * the texts, beside the language's chunk instead of after it.
 */
export function preloadScreensOf(pathname: string): void {
  preloadMatches(table, pathname);
}

/**
 * `useRoutes(table)`, with the matches the preloads and the titles share (routing/matches.ts): React Router matches
 * the whole table on every call (20 ms on a phone for each), and `useRoutes` would match it once more. At the top of
 * the tree there is no parent route whose params or path `useRoutes` would join, and no link here is relative.
 */
function AppRoutes() {
  const { pathname } = useLocation();
  preloadMatches(table, pathname);
  return renderMatches(matchesOf(table, pathname));
}

export function App() {
  return (
    <AppProviders>
      {/* Synchronous location updates, as the data router made them: in a transition, a field bound to
          the address (a list's search) would lag behind what is typed. */}
      <BrowserRouter useTransitions={false}>
        <RouteTableContext.Provider value={table}>
          <AppRoutes />
        </RouteTableContext.Provider>
      </BrowserRouter>
    </AppProviders>
  );
}
