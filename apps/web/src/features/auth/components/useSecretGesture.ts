import { useCallback, useEffect, useRef } from 'react';

/**
 * The hidden gesture of the login screen: three clicks on the header, then Ctrl or Meta + Z.
 * Returns the click handler for the header; `onGesture` runs once the gesture completes.
 */
export function useSecretGesture(onGesture: () => void, clicksNeeded = 3): () => void {
  const clicks = useRef(0);
  const callback = useRef(onGesture);
  useEffect(() => {
    callback.current = onGesture;
  }, [onGesture]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (clicks.current < clicksNeeded) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        clicks.current = 0;
        callback.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [clicksNeeded]);

  return useCallback(() => {
    clicks.current += 1;
  }, []);
}
