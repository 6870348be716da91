/**
 * A gate the browser's Back and Forward pass before the router hears of them. The router's own listener is
 * added when the app first renders, and Chrome calls a window's popstate listeners in the order they were
 * added, so the gate is installed before the app renders; the dashboard sets what it holds.
 */
type Gate = (event: PopStateEvent) => boolean;

let gate: Gate | null = null;
let installed = false;

/** Adds the listener once, before the router's: call it before the app renders. */
export function installPopstateGate(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener(
    'popstate',
    (event) => {
      if (gate?.(event)) event.stopImmediatePropagation();
    },
    { capture: true },
  );
}

/** While set, `hold` decides for each Back or Forward whether the router hears of it. Returns the unset. */
export function setPopstateGate(hold: Gate): () => void {
  gate = hold;
  return () => {
    if (gate === hold) gate = null;
  };
}
