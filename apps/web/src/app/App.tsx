import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { AppProviders } from './providers';
import { routes } from './routes';
import { declarative, preloadMatches } from './routing/declarative';
import { RouteTableContext } from './routing/handle';

const table = declarative(routes);

/**
 * Starts downloading the screens of the address the page opens on (main.tsx, as the entry runs): with
 * the texts, beside the language's chunk instead of after it.
 */
export function preloadScreensOf(pathname: string): void {
  preloadMatches(table, pathname);
}

function AppRoutes() {
  preloadMatches(table, useLocation().pathname);
  return useRoutes(table);
}

export function App() {
  return (
    <AppProviders>
      {/* Synchronous location updates, as the data router made them: in a transition, a field bound to
          the address (a list's search) would lag behind what is typed. */}
      <BrowserRouter useTransitions={false}>
        <RouteTableContext.Provider value={routes}>
          <AppRoutes />
        </RouteTableContext.Provider>
      </BrowserRouter>
    </AppProviders>
  );
}
