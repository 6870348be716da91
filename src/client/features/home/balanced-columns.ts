/** At most this many impact tiles side by side on wide screens. */
const MAX_COLUMNS = 4;

/**
 * How many tiles a row holds so the rows come out even: up to three in one row, otherwise two rows or
 * more of nearly equal length (5 → 3 + 2, 7 → 4 + 3, 8 → 4 + 4), the shorter one centred by the CSS.
 */
export function balancedColumns(count: number): number {
  if (count <= 3) return Math.max(count, 1);
  return Math.min(MAX_COLUMNS, Math.ceil(count / 2));
}
