import { useEffect, useState, type RefObject } from 'react';

/** Scroll movements smaller than this (a finger's jitter) change nothing. */
const JITTER_PX = 6;

/**
 * Whether the header should slide away: after a scroll down past its own height, and back on any scroll
 * up. It never hides while something inside it is open (`[data-open]`: the menu or one of its
 * dropdowns) or holds keyboard focus, and keyboard focus entering it brings it back.
 */
export function useHideOnScroll(headerRef: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const header = headerRef.current;
    if (!enabled || !header) return;
    // Measured from the top: on a public page the header wakes with the first scroll (decision 011), so a
    // page already scrolled down when it wakes hides the header as if it had watched the whole way.
    let last = 0;
    const pinned = () =>
      header.contains(document.activeElement) || header.querySelector('[data-open]') !== null;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < JITTER_PX) return;
      const down = y > last;
      last = y;
      setHidden(down && y > header.offsetHeight && !pinned());
    };
    const onFocusIn = () => setHidden(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    header.addEventListener('focusin', onFocusIn);
    const frame = requestAnimationFrame(onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      header.removeEventListener('focusin', onFocusIn);
    };
  }, [headerRef, enabled]);

  return enabled && hidden;
}
