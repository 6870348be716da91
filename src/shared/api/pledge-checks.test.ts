import { describe, expect, it } from 'vitest';
import { addressRequiredFrom, pledgeInputSchema, utrInputSchema } from './giving.ts';
import { parseAmount, parseUtr, pledgeProblems, type PledgeFormValues } from './pledge-checks.ts';

const good: PledgeFormValues = {
  amount: '1500',
  residence: 'india',
  fullName: 'Asha Rao',
  email: 'asha@example.org',
  mobile: '98450 12345',
  wantsReceipt: true,
  pan: 'abcde1234f',
  address: '12, Vidya Marg, Bengaluru 560004',
};

/** What the server receives from the form: the amount parsed, everything else as typed. */
const sent = (values: PledgeFormValues) => ({
  ...values,
  action: 'sponsor-a-school-kit',
  amount: parseAmount(values.amount) ?? Number(values.amount),
});

/** The fields the server refuses, with its messages. */
function serverProblems(values: PledgeFormValues) {
  const result = pledgeInputSchema.safeParse(sent(values));
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
}

const samples: Partial<PledgeFormValues>[] = [
  {},
  { wantsReceipt: false, pan: '', address: '' },
  { amount: '10,00,000' },
  { amount: '1' },
  { amount: '0' },
  { amount: '1000001' },
  { amount: '12.50' },
  { amount: '' },
  { fullName: '   ' },
  { fullName: 'x'.repeat(121) },
  { email: 'not an address' },
  { email: '' },
  { mobile: '12345' },
  { mobile: '+91 98450 12345' },
  { mobile: '5845012345' },
  { pan: 'ABCDE12345' },
  { pan: '' },
  { address: '  ' },
  { address: 'x'.repeat(501) },
  { wantsReceipt: false, pan: 'nonsense' },
  { residence: '' },
  { residence: 'foreign' },
  { residence: 'abroad', mobile: '+44 7700 900123' },
  { residence: 'abroad', mobile: '98450 12345' },
  { residence: 'abroad', mobile: '+44 12' },
  { mobile: '+44 7700 900123' },
  { fullName: 'Asha\rRao' },
  { address: 'Line one\nLine two' },
  { address: 'Tab\there' },
];

describe('giving issue, /donate: the pledge form checks what the server checks, with its messages', () => {
  it('asks for the address above the amount the settings name', () => {
    const values = { ...good, wantsReceipt: false, pan: '', address: '', amount: '10,001' };
    expect(pledgeProblems(values, 10_000).address).toBe(addressRequiredFrom(10_000));
    expect(pledgeProblems({ ...values, amount: '10000' }, 10_000).address).toBeUndefined();
    expect(pledgeProblems(values, 0).address).toBeUndefined();
  });

  it.each(samples)('agrees with the server on %o', (change) => {
    const values = { ...good, ...change };
    expect(pledgeProblems(values)).toEqual(serverProblems(values));
  });

  it('reads whole rupees from 1 to 10,00,000, with or without Indian grouping', () => {
    expect(parseAmount('1,500')).toBe(1500);
    expect(parseAmount(' 10,00,000 ')).toBe(1_000_000);
    expect(parseAmount('1')).toBe(1);
    for (const text of ['0', '-5', '1500.50', '1e3', '₹1500', '10,00,001', ''])
      expect(parseAmount(text)).toBeNull();
  });

  it('takes a UPI transaction reference of exactly 12 digits, as the server does', () => {
    for (const text of ['123456789012', '1234 5678 9012'])
      expect(utrInputSchema.safeParse({ utr: parseUtr(text) }).success).toBe(true);
    for (const text of ['12345678901', '1234567890123', '12345678901a', ''])
      expect(parseUtr(text)).toBeNull();
  });

  it('takes a bank transfer’s IMPS, NEFT or RTGS reference too, as the server does', () => {
    for (const text of ['612345678901', 'sbin 1261 2345 6789', 'HDFCR52026112700012345'])
      expect(utrInputSchema.safeParse({ utr: parseUtr(text) }).success).toBe(true);
    expect(parseUtr('NEFT-1')).toBeNull();
  });
});
