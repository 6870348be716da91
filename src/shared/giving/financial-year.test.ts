import { describe, expect, it } from 'vitest';
import { financialYearOf, financialYearRange } from './financial-year.ts';

describe('giving issue 3: financial years run April to March, in India’s time', () => {
  it.each([
    ['2026-04-01T00:00:00+05:30', '2026-27'],
    ['2026-03-31T23:59:59+05:30', '2025-26'],
    // 31 March 20:00 UTC is already 1 April in India.
    ['2026-03-31T20:00:00Z', '2026-27'],
    ['2027-03-31T12:00:00+05:30', '2026-27'],
    ['1999-12-31T12:00:00+05:30', '1999-00'],
  ])('%s falls in %s', (instant, label) => {
    expect(financialYearOf(new Date(instant))).toBe(label);
  });

  it('gives the instants a year starts and ends', () => {
    expect(financialYearRange('2026-27')).toEqual({
      from: new Date('2026-04-01T00:00:00+05:30'),
      to: new Date('2027-04-01T00:00:00+05:30'),
    });
    expect(financialYearRange('2026-28')).toBeNull();
    expect(financialYearRange('26-27')).toBeNull();
  });
});
