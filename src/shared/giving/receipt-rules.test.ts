import { describe, expect, it } from 'vitest';
import { decideReceipt, describeDecision, type GiftFacts, type Registration80g } from './receipt-rules.ts';

const registered: Registration80g = {
  pan: 'AAATG1234Q',
  urn: 'AAATG1234QF20214',
  urnIssuedOn: '2021-09-24',
  urnValidFrom: '2021-09-24',
  urnValidUntil: '2026-03-31',
};
const gift: GiftFacts = {
  mode: 'upi',
  amount: 1000,
  receivedOn: '2025-06-01',
  hasIdentity: true,
  hasAddress: true,
  cashBeforeThisYear: 0,
};

describe('issue 23, must have 1: who gets what document', () => {
  it.each<[string, Partial<GiftFacts>, Partial<Registration80g>, string, string[]]>([
    ['money by UPI, identity, address, settings valid', {}, {}, '80g', []],
    ['a bank transfer', { mode: 'bank-transfer' }, {}, '80g', []],
    ['a cheque', { mode: 'cheque' }, {}, '80g', []],
    ['cash of ₹2,000 exactly', { mode: 'cash', amount: 2000 }, {}, '80g', []],
    ['cash of ₹2,001', { mode: 'cash', amount: 2001 }, {}, 'donation', ['cash-above-limit']],
    [
      'two ₹2,000 cash gifts in a year: the second',
      { mode: 'cash', amount: 2000, cashBeforeThisYear: 2000 },
      {},
      'donation',
      ['cash-above-limit'],
    ],
    ['₹1,000 cash after ₹1,000 cash', { mode: 'cash', cashBeforeThisYear: 1000 }, {}, '80g', []],
    ['books worth ₹8,000', { mode: 'in-kind', amount: 8000 }, {}, 'acknowledgement', []],
    ['books without identity', { mode: 'in-kind', hasIdentity: false }, {}, 'acknowledgement', []],
    ['no identity number', { hasIdentity: false }, {}, 'donation', ['no-identity']],
    ['no address', { hasAddress: false }, {}, 'donation', ['no-address']],
    ['no URN in the settings', {}, { urn: '' }, 'donation', ['settings-incomplete']],
    ['no validity in the settings', {}, { urnValidUntil: '' }, 'donation', ['settings-incomplete']],
    [
      'a gift after the approval ended',
      { receivedOn: '2026-04-01' },
      {},
      'donation',
      ['registration-not-valid'],
    ],
    [
      'a gift before the approval began',
      { receivedOn: '2021-09-23' },
      {},
      'donation',
      ['registration-not-valid'],
    ],
    ['a gift on the approval’s last day', { receivedOn: '2026-03-31' }, {}, '80g', []],
    [
      'cash above the limit, no identity, no address',
      { mode: 'cash', amount: 5000, hasIdentity: false, hasAddress: false },
      {},
      'donation',
      ['cash-above-limit', 'no-identity', 'no-address'],
    ],
  ])('%s: %s', (_case, facts, settings, kind, reasons) => {
    const decision = decideReceipt({ ...gift, ...facts }, { ...registered, ...settings });
    expect(decision.kind).toBe(kind);
    expect(decision.reasons).toEqual(reasons);
  });

  it('warns as the donor’s cash in the year nears ₹2,000, and says the sum', () => {
    expect(decideReceipt({ ...gift, mode: 'cash', amount: 500 }, registered).cashWarning).toBeNull();
    expect(
      decideReceipt({ ...gift, mode: 'cash', amount: 500, cashBeforeThisYear: 1200 }, registered).cashWarning,
    ).toContain('₹1,700 in cash this financial year');
  });

  it('says in one sentence what will be issued and why, before the click', () => {
    expect(describeDecision(decideReceipt(gift, registered), true)).toBe(
      'An 80G receipt will be issued and mailed to the donor.',
    );
    expect(describeDecision(decideReceipt({ ...gift, hasAddress: false }, registered), false)).toBe(
      'A donation receipt will be issued. No 80G receipt: the donor’s postal address is missing.',
    );
    expect(describeDecision(decideReceipt({ ...gift, mode: 'in-kind' }, registered), true)).toBe(
      'An acknowledgement of a gift in kind will be issued and mailed to the donor.',
    );
  });
});
