import { useReducedMotion } from './use-reduced-motion.ts';
import { useSaveData } from './use-save-data.ts';

/**
 * True when nothing should move by itself: the visitor asked for reduced motion or for data saver (a
 * carousel that moves on its own also fetches pictures unasked). Decision 011.
 */
export function useHoldsStill(): boolean {
  const reducedMotion = useReducedMotion();
  const saveData = useSaveData();
  return reducedMotion || saveData;
}
