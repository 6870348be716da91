import { useEffect, useState } from 'react';

/**
 * Counts from 0 to `steps` in equal ticks spread over `durationMs`, once `running` turns true.
 * Returns the current step; a counter shows `round(target * step / steps)`.
 */
export function useCountUp(running: boolean, steps: number, durationMs: number): number {
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!running) return;
    let current = 0;
    const timer = setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= steps) clearInterval(timer);
    }, durationMs / steps);
    return () => clearInterval(timer);
  }, [running, steps, durationMs]);

  return step;
}
