import {
  MOBILE_PATTERN,
  PAN_PATTERN,
  UTR_PATTERN,
  givingLimits as limits,
  givingMessages as say,
} from '../api/giving-fields.ts';

/**
 * The pledge form's checks without zod, for /donate: the same rules and messages as pledgeInputSchema,
 * so a visitor learns of a mistake before sending and the server refuses only what slipped through.
 */
export interface PledgeFormValues {
  /** As typed: whole rupees, digits with Indian grouping commas allowed (10,00,000). */
  amount: string;
  fullName: string;
  email: string;
  mobile: string;
  wantsReceipt: boolean;
  pan: string;
  address: string;
}

export type PledgeField = 'amount' | 'fullName' | 'email' | 'mobile' | 'pan' | 'address';

/** A loose check: the server's e-mail check decides, this only catches what is plainly not an address. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const tooLong = (max: number) => `At most ${max} characters.`;

/** The amount typed, in whole rupees, or null when it is not a whole number from ₹1 to ₹10,00,000. */
export function parseAmount(text: string): number | null {
  const digits = text.trim().replace(/[, ]/g, '');
  if (!/^[0-9]{1,7}$/.test(digits)) return null;
  const amount = Number(digits);
  return amount >= limits.minAmount && amount <= limits.maxAmount ? amount : null;
}

/** Each field's problem, in the server's words; an empty object when the pledge can be sent. */
export function pledgeProblems(values: PledgeFormValues): Partial<Record<PledgeField, string>> {
  const problems: Partial<Record<PledgeField, string>> = {};
  const fullName = values.fullName.trim();
  const email = values.email.trim();
  if (parseAmount(values.amount) === null) problems.amount = say.amountInvalid;
  if (!fullName) problems.fullName = say.nameRequired;
  else if (fullName.length > limits.name) problems.fullName = tooLong(limits.name);
  if (!EMAIL_SHAPE.test(email)) problems.email = say.emailInvalid;
  if (!MOBILE_PATTERN.test(values.mobile.trim())) problems.mobile = say.mobileInvalid;
  if (values.wantsReceipt) {
    const address = values.address.trim();
    if (!PAN_PATTERN.test(values.pan.trim().toUpperCase())) problems.pan = say.panInvalid;
    if (!address) problems.address = say.addressRequired;
    else if (address.length > limits.address) problems.address = tooLong(limits.address);
  }
  return problems;
}

/** The UPI transaction reference as typed (spaces allowed), or null when it is not 12 digits. */
export function parseUtr(text: string): string | null {
  const utr = text.replace(/\s/g, '');
  return UTR_PATTERN.test(utr) ? utr : null;
}
