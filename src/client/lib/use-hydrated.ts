import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Lets a component show its finished state in
 * the prerendered HTML (for readers without JavaScript) and start an effect-driven animation only once
 * the browser has taken over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
