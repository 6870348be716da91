/** Pretends the page is scrolled to `y` and tells the listeners, as the browser would (jsdom does not scroll). */
export function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}
