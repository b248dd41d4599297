import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type AddressChanges = Record<string, string | number | null>;

/**
 * The screen's query string (`?page=2&q=...`) and a way to change some of its keys in place (a
 * `null` or empty value removes the key), replacing the history entry so that Voltar leaves the screen.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: AddressChanges) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [params, update] as const;
}
