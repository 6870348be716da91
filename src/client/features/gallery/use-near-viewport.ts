import { useEffect, useState } from 'react';

/**
 * Calls `onNear` whenever the watched element comes within `margin` of the viewport while `enabled`,
 * and again after each change of `version` if it is still there (the page did not fill the screen).
 * Browsers without IntersectionObserver simply never call it; the visible button still works.
 */
export function useNearViewport<T extends Element>(
  onNear: () => void,
  { enabled, version, margin = '600px' }: { enabled: boolean; version: number; margin?: string },
) {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setNear(entries.at(-1)?.isIntersecting ?? false), {
      rootMargin: `0px 0px ${margin} 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin]);

  useEffect(() => {
    if (near && enabled) onNear();
  }, [near, enabled, version, onNear]);

  return setElement;
}
