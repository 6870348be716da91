import { SAVE_DATA_ATTRIBUTE } from '#shared/save-data';

/**
 * Whether nothing should move by itself on this page: the visitor asked for reduced motion, or for data
 * saver (a part that moves on its own also fetches pictures unasked). Decision 011. For scripts without
 * React; components use `useHoldsStill`.
 */
export function holdsStill(): boolean {
  return (
    document.documentElement.hasAttribute(SAVE_DATA_ATTRIBUTE) ||
    matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
