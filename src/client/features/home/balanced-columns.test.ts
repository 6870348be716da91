import { describe, expect, it } from 'vitest';
import { balancedColumns } from './balanced-columns.ts';

describe('design review: impact tiles come in balanced rows, never one orphan', () => {
  it.each([
    [1, 1],
    [3, 3],
    [4, 2],
    [5, 3],
    [6, 3],
    [7, 4],
    [8, 4],
  ])('%i tiles: %i a row', (count, columns) => {
    expect(balancedColumns(count)).toBe(columns);
  });

  it('leaves no last row of a single tile from 2 to 8 tiles', () => {
    for (let count = 2; count <= 8; count += 1) {
      const columns = balancedColumns(count);
      const last = count % columns || columns;
      expect(last, `${count} tiles`).toBeGreaterThan(1);
    }
  });
});
