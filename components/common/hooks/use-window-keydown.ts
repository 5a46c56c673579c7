import { useEffect, useRef } from 'preact/hooks';

/**
 * Listens to keydown on the window with the handler of the latest render. The listener is registered once: one
 * re-registered by an effect after every render is replaced only after the next paint, so a key pressed as soon as
 * the screen changed (the keys dialog just closed) reached the previous render's handler and was ignored.
 */
export function useWindowKeydown(handler: (event: KeyboardEvent) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => latest.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
