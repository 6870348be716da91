import { useEffect, useState } from 'react';

/** Another index than `current`, chosen at random among `count`. */
export function pickAnother(current: number, count: number, random = Math.random): number {
  if (count < 2) return 0;
  return (current + 1 + Math.floor(random() * (count - 1))) % count;
}

/**
 * An index into `count` items that starts at 0 (so the prerendered page and its hydration agree) and,
 * once running in the browser, jumps to a random other item every `intervalMs` while `running`.
 */
export function useRotatingIndex(count: number, intervalMs: number, running: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => pickAnother(current, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, running]);
  return index;
}
