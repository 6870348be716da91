import { describe, expect, it } from 'vitest';
import { identityValid, maskIdentity, normaliseIdNumber, verhoeffValid } from './identity.ts';

describe('identity numbers as the portal knows them (issue 23, must have 4)', () => {
  it('checks an Aadhaar number’s Verhoeff check digit', () => {
    // 23456789012 followed by its Verhoeff check digit 4.
    expect(verhoeffValid('234567890124')).toBe(true);
    expect(identityValid('Aadhaar', '234567890124')).toBe(true);
    for (const wrong of ['234567890123', '234567890142', '134567890124'])
      expect(identityValid('Aadhaar', wrong)).toBe(false);
  });

  it('takes a PAN as five letters, four digits and a letter, after spaces and case are folded', () => {
    expect(identityValid('PAN', normaliseIdNumber('abcde 1234 f'))).toBe(true);
    expect(identityValid('PAN', 'ABCD1234F')).toBe(false);
  });

  it('takes other documents by their shape', () => {
    expect(identityValid('Passport', 'K1234567')).toBe(true);
    expect(identityValid('Tax ID', '123-45-6789')).toBe(true);
    expect(identityValid('Passport', 'K1')).toBe(false);
  });

  it('masks every number but a PAN to its last four characters', () => {
    expect(maskIdentity('ABCDE1234F')).toBe('XXXXX1234X');
    expect(maskIdentity('234567890124')).toBe('XXXXXXXX0124');
  });
});
