import {
  addressRequiredFrom,
  CONTROL_CHARACTERS,
  INTERNATIONAL_MOBILE_PATTERN,
  MOBILE_PATTERN,
  type Residence,
  PAN_PATTERN,
  givingLimits as limits,
  givingMessages as say,
} from './giving-fields.ts';
import { isTransferReference, normaliseTransferReference } from '../giving/transfer-reference.ts';

/**
 * The pledge form's checks without zod, for /donate: the same rules and messages as pledgeInputSchema,
 * so a visitor learns of a mistake before sending and the server refuses only what slipped through.
 */
export interface PledgeFormValues {
  /** As typed: whole rupees, digits with Indian grouping commas allowed (10,00,000). */
  amount: string;
  /** Not chosen yet: ''. */
  residence: Residence | '';
  fullName: string;
  email: string;
  mobile: string;
  wantsReceipt: boolean;
  pan: string;
  address: string;
}

export type PledgeField = 'amount' | 'residence' | 'fullName' | 'email' | 'mobile' | 'pan' | 'address';

/** A loose check: the server's e-mail check decides, this only catches what is plainly not an address. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the checks say, in the page's language (the site's catalogue, `giving.checks`). */
export interface PledgeCheckWords {
  amountInvalid: string;
  residenceRequired: string;
  foreignNotAccepted: string;
  nameRequired: string;
  emailInvalid: string;
  mobileInvalid: string;
  internationalMobileInvalid: string;
  panInvalid: string;
  addressRequired: string;
  controlCharacters: string;
  atMost: (max: number) => string;
  addressRequiredAbove: (amount: number) => string;
}

/** The checks' words in English: the server's own messages, word for word. */
export const pledgeCheckWords: PledgeCheckWords = {
  amountInvalid: say.amountInvalid,
  residenceRequired: say.residenceRequired,
  foreignNotAccepted: say.foreignNotAccepted,
  nameRequired: say.nameRequired,
  emailInvalid: say.emailInvalid,
  mobileInvalid: say.mobileInvalid,
  internationalMobileInvalid: say.internationalMobileInvalid,
  panInvalid: say.panInvalid,
  addressRequired: say.addressRequired,
  controlCharacters: say.controlCharacters,
  atMost: (max) => `At most ${max} characters.`,
  addressRequiredAbove: addressRequiredFrom,
};

/** The amount typed, in whole rupees, or null when it is not a whole number from ₹1 to ₹10,00,000. */
export function parseAmount(text: string): number | null {
  const digits = text.trim().replace(/[, ]/g, '');
  if (!/^[0-9]{1,7}$/.test(digits)) return null;
  const amount = Number(digits);
  return amount >= limits.minAmount && amount <= limits.maxAmount ? amount : null;
}

/** The address as the server keeps it: the lines typed joined into one by commas. */
export const oneLineAddress = (text: string) =>
  text
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => line.trim().replace(/,$/, ''))
    .filter(Boolean)
    .join(', ');

/**
 * Each field's problem, in the server's words (in `words`, the page's language); an empty object when the
 * pledge can be sent. `addressRequiredAbove` is the settings' amount above which the address is asked (0: never).
 */
export function pledgeProblems(
  values: PledgeFormValues,
  addressRequiredAbove = 0,
  words: PledgeCheckWords = pledgeCheckWords,
): Partial<Record<PledgeField, string>> {
  const tooLong = words.atMost;
  const problems: Partial<Record<PledgeField, string>> = {};
  const fullName = values.fullName.trim();
  const email = values.email.trim();
  const mobile = values.mobile.trim();
  const amount = parseAmount(values.amount);
  if (amount === null) problems.amount = words.amountInvalid;
  if (values.residence === '') problems.residence = words.residenceRequired;
  else if (values.residence === 'foreign') problems.residence = words.foreignNotAccepted;
  if (!fullName) problems.fullName = words.nameRequired;
  else if (fullName.length > limits.name) problems.fullName = tooLong(limits.name);
  else if (CONTROL_CHARACTERS.test(fullName)) problems.fullName = words.controlCharacters;
  if (!EMAIL_SHAPE.test(email)) problems.email = words.emailInvalid;
  const abroad = values.residence === 'abroad';
  if (!MOBILE_PATTERN.test(mobile) && !(abroad && INTERNATIONAL_MOBILE_PATTERN.test(mobile)))
    problems.mobile = abroad ? words.internationalMobileInvalid : words.mobileInvalid;
  const address = oneLineAddress(values.address);
  if (address.length > limits.address) problems.address = tooLong(limits.address);
  else if (CONTROL_CHARACTERS.test(address)) problems.address = words.controlCharacters;
  if (values.wantsReceipt) {
    if (!PAN_PATTERN.test(values.pan.trim().toUpperCase())) problems.pan = words.panInvalid;
    if (!address) problems.address = words.addressRequired;
  }
  if (
    !address &&
    !problems.address &&
    addressRequiredAbove > 0 &&
    amount !== null &&
    amount > addressRequiredAbove
  )
    problems.address = words.addressRequiredAbove(addressRequiredAbove);
  return problems;
}

/**
 * The payment reference as typed (spaces allowed, small letters too), or null when it has none of the
 * shapes of a UPI, IMPS, NEFT or RTGS reference.
 */
export function parseUtr(text: string): string | null {
  const utr = normaliseTransferReference(text);
  return isTransferReference(utr) ? utr : null;
}
