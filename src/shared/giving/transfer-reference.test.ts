import { describe, expect, it } from 'vitest';
import {
  isBankTransferReference,
  isTransferReference,
  isUpiReference,
  kindsOfReference,
  normaliseTransferReference,
} from './transfer-reference.ts';

describe('giving issue 23, must have 8: payment references by their shape', () => {
  it('tells each kind of reference by its shape; a 12-digit number may be UPI or IMPS', () => {
    expect(kindsOfReference('412345678901')).toEqual(['upi', 'imps']);
    expect(kindsOfReference('SBIN126123456789')).toEqual(['neft']);
    expect(kindsOfReference('SBINN26123456789')).toEqual(['neft']);
    expect(kindsOfReference('HDFCR52026112700012345')).toEqual(['rtgs']);
  });

  it('takes a reference as typed, with spaces, dashes and small letters', () => {
    expect(normaliseTransferReference(' 4123 4567-8901 ')).toBe('412345678901');
    expect(normaliseTransferReference('hdfcr52026112700012345')).toBe('HDFCR52026112700012345');
  });

  it('refuses what has none of the shapes', () => {
    for (const wrong of [
      '',
      '41234567890',
      '4123456789012',
      '12345678901A',
      'NEFT-1',
      '1234SBIN56789012',
      'SBIN12612345678',
      'CHARITABLETRUSTS',
      'SBINAB6123456789',
      'HDFCX52026112700012345',
      'HDFCR5202611270001234A',
      'HDFCR520261127000123456',
    ])
      expect(isTransferReference(normaliseTransferReference(wrong)), wrong).toBe(false);
  });

  it('keeps UPI to its 12 digits, and a bank transfer to IMPS, NEFT or RTGS', () => {
    expect(isUpiReference('412345678901')).toBe(true);
    expect(isUpiReference('SBIN126123456789')).toBe(false);
    for (const reference of ['612345678901', 'SBIN126123456789', 'HDFCR52026112700012345'])
      expect(isBankTransferReference(reference)).toBe(true);
  });
});
