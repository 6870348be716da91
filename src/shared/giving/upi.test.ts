import { describe, expect, it } from 'vitest';
import { upiPayUri, VPA_PATTERN } from './upi.ts';

describe('giving issue 2: the upi://pay link', () => {
  it('carries the payee, the amount with two decimals, INR, the note and the reference', () => {
    expect(
      upiPayUri({
        vpa: 'gurukul@sbi',
        payeeName: 'Gurukul',
        amount: 1500,
        reference: 'GK7K3Q9X',
        note: 'GK7K3Q9X',
      }),
    ).toBe('upi://pay?pa=gurukul@sbi&pn=Gurukul&am=1500.00&cu=INR&tn=GK7K3Q9X&tr=GK7K3Q9X');
  });

  it('encodes names with spaces and letters beyond ASCII so that every app reads them back', () => {
    const uri = upiPayUri({
      vpa: 'gurukul.trust@okicici',
      payeeName: 'Gurukul Educational & Charitable Trust',
      amount: 12_000,
      reference: 'GKA1B2C3',
      note: 'Sponsor a child – ಗುರುಕುಲ',
    });
    const query = new URLSearchParams(uri.slice('upi://pay?'.length));
    expect(query.get('pn')).toBe('Gurukul Educational & Charitable Trust');
    expect(query.get('tn')).toBe('Sponsor a child – ಗುರುಕುಲ');
    expect(uri).not.toContain('+');
    expect(uri).toContain('pn=Gurukul%20Educational%20%26%20Charitable%20Trust');
  });

  it.each([
    ['gurukul@sbi', true],
    ['gurukul.trust-1@okicici', true],
    ['9845012345@ybl', true],
    ['gurukul', false],
    ['@sbi', false],
    ['gurukul@', false],
    ['guru kul@sbi', false],
    ['gurukul@sbi.com', false],
  ])('%s is %s as a UPI address', (vpa, valid) => {
    expect(VPA_PATTERN.test(vpa)).toBe(valid);
  });
});
