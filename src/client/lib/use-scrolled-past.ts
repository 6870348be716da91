import { useCallback, useSyncExternalStore } from 'react';

/** Whether the page is scrolled further down than `offsetPx`; false on the server and while hydrating. */
export function useScrolledPast(offsetPx: number): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener('scroll', onChange, { passive: true });
    return () => window.removeEventListener('scroll', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > offsetPx,
    () => false,
  );
}
