import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { AppProviders } from './providers';
import { routes } from './routes';
import { declarative, preloadMatches } from './routing/declarative';
import { RouteTableContext } from './routing/handle';

const table = declarative(routes);

function AppRoutes() {
  preloadMatches(table, useLocation().pathname);
  return useRoutes(table);
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <RouteTableContext.Provider value={routes}>
          <AppRoutes />
        </RouteTableContext.Provider>
      </BrowserRouter>
    </AppProviders>
  );
}
