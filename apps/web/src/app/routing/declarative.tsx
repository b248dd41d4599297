import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type ScreenModule = { Component?: ComponentType | null };

/**
 * The route table for React Router's declarative mode (`useRoutes` under a `BrowserRouter`): the
 * data router (createBrowserRouter) weighs some 19 KB gzip more on the first screen and nothing here
 * needs loaders or actions. Each `lazy` screen becomes a `React.lazy` element, still one chunk per
 * screen; RootLayout holds the Suspense and error boundary that the data router's
 * `hydrateFallbackElement` and `errorElement` were. Navigations run in a transition (BrowserRouter's
 * default), so the screen on display stays until the next one has loaded, as before.
 */
export function declarative(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { lazy: load, children, errorElement: _error, hydrateFallbackElement: _fallback, ...rest } = route;
    const declared = { ...rest, children: children ? declarative(children) : undefined } as RouteObject;
    if (typeof load !== 'function') return declared;
    const Screen = lazy(async () => {
      const { Component } = (await load()) as ScreenModule;
      if (!Component) throw new Error(`The route ${route.path ?? '(layout)'} loaded no Component`);
      return { default: Component };
    });
    return { ...declared, element: <Screen /> };
  });
}
