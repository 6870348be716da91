import { useCallback, useEffect, useState } from 'react';

export interface InViewOptions {
  /** Share of the element that must be visible, 0 to 1. */
  threshold: number;
  /** Stop watching after the first time the element comes into view. */
  once?: boolean;
}

/**
 * Watches an element with IntersectionObserver. Returns a ref callback for the element and whether it
 * is in view. Browsers without IntersectionObserver count the element as in view, so nothing stays hidden.
 */
export function useInView<T extends Element>({ threshold, once = false }: InViewOptions) {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(false);
  // On the server nothing is in view yet; only a browser lacking the API reports everything as visible.
  const supported = typeof window === 'undefined' || typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const visible = entry.isIntersecting && entry.intersectionRatio >= threshold;
        if (visible && once) observer.disconnect();
        if (visible || !once) setInView(visible);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, threshold, once]);

  const ref = useCallback((node: T | null) => setElement(node), []);
  return { ref, inView: supported ? inView : true };
}
