import { createContext, useContext } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import type { Capability } from '@portal/shared/permissions';

/** What each route declares in its `handle`: the i18n key of its name (top bar, document title). */
export interface RouteHandle {
  titleKey: string;
  capability?: Capability;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value && typeof value.titleKey === 'string';
}

/** The app's route table (routes.tsx), as declared: with each route's `handle`. */
export const RouteTableContext = createContext<RouteObject[]>([]);

/** The title key of the deepest matched route that has one. */
export function useRouteTitleKey(): string | undefined {
  const matches = matchRoutes(useContext(RouteTableContext), useLocation()) ?? [];
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle: unknown = matches[i]?.route.handle;
    if (isRouteHandle(handle)) return handle.titleKey;
  }
  return undefined;
}
