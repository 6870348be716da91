import { useCallback, useSyncExternalStore } from 'react';
import type { EmblaCarouselType, EmblaEventType } from 'embla-carousel';

/** Reads a value from an Embla carousel and re-renders when one of `events` fires. */
export function useEmblaState<T>(
  api: EmblaCarouselType | undefined,
  events: EmblaEventType[],
  read: (api: EmblaCarouselType) => T,
  fallback: T,
): T {
  const eventKey = events.join(' ');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      const names = eventKey.split(' ') as EmblaEventType[];
      names.forEach((name) => api.on(name, onChange));
      return () => names.forEach((name) => api.off(name, onChange));
    },
    [api, eventKey],
  );
  return useSyncExternalStore(
    subscribe,
    () => (api ? read(api) : fallback),
    () => fallback,
  );
}
