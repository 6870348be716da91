/**
 * The events that show a visitor reaching for a part of the page: the pointer coming over it, a press, a
 * touch, focus or a key. An island wakes on the first of them, and a part that moves by itself before its
 * island wakes stops on it (decision 011).
 */
export const FIRST_TOUCH = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Calls `then` once, on the first of FIRST_TOUCH inside `element`. */
export function onFirstTouch(element: HTMLElement, then: () => void): void {
  const listening = new AbortController();
  const once = () => {
    listening.abort();
    then();
  };
  for (const type of FIRST_TOUCH)
    element.addEventListener(type, once, { passive: true, signal: listening.signal });
}
