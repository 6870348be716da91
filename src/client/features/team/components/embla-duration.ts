/**
 * Embla's `duration` is not in milliseconds: each 1/60 s step moves the carousel by
 * velocity += distance / duration, then damps the velocity by 0.68. Stepping that rule shows a slide
 * coming to rest (within a pixel) after about 48 ms per unit of duration minus 330 ms, so this turns a
 * wanted animation time into Embla's unit (1000 ms gives 28; Embla's default 25 is about 870 ms).
 */
export function emblaDurationFor(milliseconds: number): number {
  return Math.max(1, Math.round((milliseconds + 330) / 48));
}
