import { describe, expect, it } from 'vitest';
import { lawOfDay, lawOfYear } from './receipt-law.ts';

describe('the law a receipt cites (issue 23: the Income-tax Act, 2025 applies from 1 April 2026)', () => {
  it('cites the 1961 Act and section 80G for a gift up to 31 March 2026', () => {
    expect(lawOfDay('2026-03-31')).toMatchObject({
      act: 'the Income-tax Act, 1961',
      deductionSection: 'section 80G',
    });
    expect(lawOfYear('2025-26').statementForm).toBe('Form 10BD');
  });

  it('cites the 2025 Act, section 133 and Forms 113 and 114 from 1 April 2026', () => {
    expect(lawOfDay('2026-04-01')).toMatchObject({
      act: 'the Income-tax Act, 2025',
      deductionSection: 'section 133',
      statementForm: 'Form No. 113',
      certificateForm: 'Form No. 114',
    });
    expect(lawOfYear('2027-28').cashSection).toBe('section 186');
  });
});
