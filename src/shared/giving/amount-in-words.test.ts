import { describe, expect, it } from 'vitest';
import { formatRupees, rupeesInWords } from './amount-in-words.ts';

describe('giving issue 4: amounts in words on 80G receipts, in lakh and crore', () => {
  it.each([
    [1, 'Rupees One Only'],
    [15, 'Rupees Fifteen Only'],
    [100, 'Rupees One Hundred Only'],
    [1001, 'Rupees One Thousand One Only'],
    [1500, 'Rupees One Thousand Five Hundred Only'],
    [12_500, 'Rupees Twelve Thousand Five Hundred Only'],
    [99_999, 'Rupees Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    [1_00_000, 'Rupees One Lakh Only'],
    [2_05_040, 'Rupees Two Lakh Five Thousand Forty Only'],
    [9_99_999, 'Rupees Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    [10_00_000, 'Rupees Ten Lakh Only'],
    [1_23_45_678, 'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Only'],
  ])('%i → %s', (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words);
  });

  it.each([0, -5, 1.5, Number.NaN])('refuses %s, which is no amount of a donation', (amount) => {
    expect(() => rupeesInWords(amount)).toThrow(RangeError);
  });

  it('groups figures the Indian way', () => {
    expect(formatRupees(1_000_000)).toBe('₹10,00,000');
    expect(formatRupees(12_500)).toBe('₹12,500');
  });
});
