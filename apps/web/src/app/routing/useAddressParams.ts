import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type AddressChanges = Record<string, string | number | null>;

/**
 * The screen's query string (`?page=2&q=...`) and a way to change some of its keys in place (a
 * `null` or empty value removes the key), replacing the history entry so that Voltar leaves the screen.
 *
 * Two changes asked before the screen renders again (a tab clicked while a debounced search lands)
 * both apply: React Router's setter starts from the query string of the render it was made in, so
 * each change here starts from the last one asked since that render.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const asked = useRef<{ since: URLSearchParams; next: URLSearchParams } | null>(null);
  const update = useCallback(
    (changes: AddressChanges) => {
      const last = asked.current;
      const next = new URLSearchParams(last && last.since === params ? last.next : params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      asked.current = { since: params, next };
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  return [params, update] as const;
}
