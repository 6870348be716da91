import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const MAX_FRAMES = 120;

/**
 * After a link is followed inside the app, show the top of the new page, or the element its #hash names
 * (waiting a little for a lazily loaded page to draw it). Back and forward keep the browser's position.
 */
export function useRouteScroll(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === 'POP') return;
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    let frame = 0;
    let handle = 0;
    const id = decodeURIComponent(hash.slice(1));
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
      if (++frame < MAX_FRAMES) handle = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(handle);
  }, [pathname, hash, key, navigationType]);
}
