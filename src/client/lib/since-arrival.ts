/**
 * How long until `ms` after the visitor arrived on the page (the browser's time origin): what is left of a
 * delay that began on arrival, for a part whose code may arrive later than the page (decision 011).
 */
export function untilAfterArrival(ms: number): number {
  return Math.max(0, ms - performance.now());
}
