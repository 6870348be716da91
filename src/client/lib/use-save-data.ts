import { useSyncExternalStore } from 'react';
import { SAVE_DATA_ATTRIBUTE } from '#shared/save-data';

const subscribe = () => () => {};

/**
 * Whether the visitor asked to save data (Save-Data, the browser's data saver or prefers-reduced-data), as
 * marked on `<html>` before the page drew (src/shared/save-data.ts). False on the server and during
 * hydration, so the HTML matches.
 */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.hasAttribute(SAVE_DATA_ATTRIBUTE),
    () => false,
  );
}
