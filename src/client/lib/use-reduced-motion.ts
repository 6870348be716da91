import { useMediaQuery } from './use-media-query.ts';

/** True when the visitor asked the system for less motion: no auto-advance, no counting, no fades. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
