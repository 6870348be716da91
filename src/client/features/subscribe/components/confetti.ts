import { SUBSCRIBE_CONFETTI_PIECES } from '#shared/constants';

export interface Celebration {
  stop: () => void;
}

/**
 * Bursts confetti on the given canvas. The library is loaded only when someone subscribes, and draws
 * on the main thread: its worker would be started from a blob: URL, which the site's CSP forbids.
 */
export async function celebrate(canvas: HTMLCanvasElement): Promise<Celebration> {
  const { default: confetti } = await import('canvas-confetti');
  const shoot = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
  void shoot({
    particleCount: SUBSCRIBE_CONFETTI_PIECES,
    spread: 120,
    startVelocity: 45,
    origin: { y: 0.6 },
  });
  return { stop: () => shoot.reset() };
}
