import { createContext, useContext } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import type { Capability } from '@portal/shared/permissions';
import { matchesOf } from './matches';

/** What each route declares in its `handle`: the i18n key of its name (top bar, document title). */
export interface RouteHandle {
  titleKey: string;
  capability?: Capability;
  /** The namespaces of the features' texts the screen names (i18n/featureTexts.ts), downloaded with its chunk. */
  texts?: readonly string[];
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value && typeof value.titleKey === 'string';
}

/** The app's route table (routes.tsx, as App draws it: with each route's `handle`). */
export const RouteTableContext = createContext<RouteObject[]>([]);

/** The title key of the deepest matched route that has one. */
export function useRouteTitleKey(): string | undefined {
  const matches = matchesOf(useContext(RouteTableContext), useLocation().pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle: unknown = matches[i]?.route.handle;
    if (isRouteHandle(handle)) return handle.titleKey;
  }
  return undefined;
}

/**
 * The namespaces a route's title is read from: the shell's, and the feature's of a key such as
 * 'curriculum:paths.title' (its texts may still be on their way: the title shows once they are, without holding the
 * shell: `useSuspense: false` where it is used).
 */
export function titleNamespaces(titleKey: string | undefined): string[] {
  const namespace = titleKey?.includes(':') ? titleKey.split(':')[0] : undefined;
  return namespace ? ['translation', namespace] : ['translation'];
}
