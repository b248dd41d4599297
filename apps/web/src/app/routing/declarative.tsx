import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadTexts } from '../../i18n';
import { matchesOf } from './matches';

type ScreenModule = { Component?: ComponentType | null };

/** The loader of each declarative route made from a `lazy` one (one download, however often asked). */
const loaders = new WeakMap<RouteObject, () => Promise<ScreenModule>>();

/**
 * The route table for React Router's declarative mode (`useRoutes` under a `BrowserRouter`): the
 * data router (createBrowserRouter) weighs some 19 KB gzip more on the first screen and nothing here
 * needs loaders or actions. Each `lazy` screen becomes a `React.lazy` element, still one chunk per
 * screen; RootLayout holds the Suspense and error boundary that the data router's
 * `hydrateFallbackElement` and `errorElement` were, and AppLayout a Suspense of its own, so that the
 * shell stays while a screen's chunk downloads.
 */
export function declarative(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { lazy: load, children, errorElement: _error, hydrateFallbackElement: _fallback, ...rest } = route;
    const declared = { ...rest, children: children ? declarative(children) : undefined } as RouteObject;
    if (typeof load !== 'function') return declared;
    let loading: Promise<ScreenModule> | null = null;
    const loadOnce = () => (loading ??= Promise.resolve(load() as ScreenModule | Promise<ScreenModule>));
    const Screen = lazy(async () => {
      const { Component } = await loadOnce();
      if (!Component) throw new Error(`The route ${route.path ?? '(layout)'} loaded no Component`);
      return { default: Component };
    });
    const screenRoute: RouteObject = { ...declared, element: <Screen /> };
    loaders.set(screenRoute, loadOnce);
    return screenRoute;
  });
}

/**
 * Starts loading the screens of every route that `pathname` matches at once (and their texts), as the data router did:
 * nested `React.lazy` elements would otherwise ask for each chunk only once their parent has drawn
 * (shell, then page), one render after the other.
 */
export function preloadMatches(table: RouteObject[], pathname: string): void {
  for (const match of matchesOf(table, pathname) ?? []) {
    loaders
      .get(match.route)?.()
      .catch(() => undefined); // the screen's own React.lazy reports the failure
    // The screen's texts beside its chunk, not once it has drawn and asked for them (handle.ts: `texts`).
    const texts: unknown = (match.route.handle as { texts?: unknown } | undefined)?.texts;
    if (Array.isArray(texts) && texts.length > 0) void loadTexts(texts as string[]);
  }
}
