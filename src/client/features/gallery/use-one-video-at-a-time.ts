import { useEffect } from 'react';

/**
 * Only one video plays at a time (SPEC "Gallery"): when any video on the page starts, every other one is
 * paused. `play` does not bubble, so the listener watches the capture phase of the whole document, which
 * also covers the full-screen view rendered outside the grid.
 */
export function useOneVideoAtATime(): void {
  useEffect(() => {
    const onPlay = (event: Event) => {
      const started = event.target;
      if (!(started instanceof HTMLMediaElement)) return;
      for (const video of Array.from(document.querySelectorAll('video'))) {
        if (video !== started && !video.paused) video.pause();
      }
    };
    document.addEventListener('play', onPlay, true);
    return () => document.removeEventListener('play', onPlay, true);
  }, []);
}
