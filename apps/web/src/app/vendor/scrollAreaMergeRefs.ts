import type { Ref, RefCallback } from 'react';
import { useMergedRef } from '@mantine/hooks';

/**
 * `@floating-ui/react` as Mantine's ScrollArea uses it: only its `useMergeRefs` (an array of refs into one callback
 * ref), here from @mantine/hooks' `useMergedRef`, which does the same. The import made the sidebar's ScrollArea pull
 * floating-ui's whole 15 kB chunk (kept whole for the menus and selects of the screens) into every signed-in page
 * (vite.config.ts: `mantineWithoutWholeLibraries`).
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return useMergedRef<T>(...refs);
}
