/**
 * The coming-soon picture's change every 4 s, without React (decision 011): the page has nothing else that
 * moves, so it needs no island. The pictures to choose among are listed on the image (`data-pictures`).
 */
import { COMING_SOON_INTERVAL_MS } from '#shared/constants';
import { holdsStill } from '#client/lib/holds-still.ts';

/** Another index than `current`, chosen at random among `count`. */
export function pickAnother(current: number, count: number, random = Math.random): number {
  if (count < 2) return 0;
  return (current + 1 + Math.floor(random() * (count - 1))) % count;
}

/**
 * Changes `image` to another of its pictures at random every 4 s, as a new element so that its fade-in
 * plays again; never under reduced motion or data saver, which fetches no other picture.
 */
export function rotateBackground(image: HTMLElement, intervalMs = COMING_SOON_INTERVAL_MS): void {
  const pictures = JSON.parse(image.dataset.pictures ?? '[]') as string[];
  if (holdsStill() || pictures.length < 2) return;
  let shown = image;
  let index = 0;
  setInterval(() => {
    index = pickAnother(index, pictures.length);
    const next = shown.cloneNode() as HTMLImageElement;
    next.src = pictures[index]!;
    next.fetchPriority = 'auto';
    shown.replaceWith(next);
    shown = next;
  }, intervalMs);
}
