/**
 * Who gets what document for a donation: the one rule the server enforces and the dashboard, the
 * receipt, the Form 10BD statement and every message follow (issue 23, docs/giving.md).
 *
 * - An **80G receipt** only for a sum of money (section 80G allows no deduction for a gift in kind), by
 *   UPI, bank transfer or cheque, or in cash while the donor's cash in the financial year stays within
 *   ₹2,000 (section 80G(5D); counted per donor across the year, so that splitting a gift changes nothing);
 *   with the donor's identity number and postal address (Form 10BD needs both), and complete 80G settings
 *   whose approval is valid on the day of the donation.
 * - Every other gift of money gets a plain **donation receipt**, of its own number series.
 * - A gift in kind gets an **acknowledgement** that lists the goods and says no deduction is claimed.
 */
import type { DonationMode } from '../api/giving-fields.ts';

export const CASH_LIMIT = 2000;
/** From this much cash in a year (this gift included), the dashboard warns that the limit is near. */
export const CASH_WARNING_FROM = 1500;

export const receiptKinds = ['80g', 'donation', 'acknowledgement'] as const;
export type ReceiptKind = (typeof receiptKinds)[number];

/** How each document is named to people, and the prefix of its number series. */
export const receiptKindTexts: Record<ReceiptKind, { name: string; article: string; prefix: string }> = {
  '80g': { name: '80G receipt', article: 'An', prefix: '80G' },
  donation: { name: 'donation receipt', article: 'A', prefix: 'DR' },
  acknowledgement: { name: 'acknowledgement of a gift in kind', article: 'An', prefix: 'ACK' },
};

/** Why a gift of money gets no 80G receipt. */
export type No80gReason =
  'cash-above-limit' | 'no-identity' | 'no-address' | 'settings-incomplete' | 'registration-not-valid';

export const no80gTexts: Record<No80gReason, string> = {
  'cash-above-limit':
    'the donor’s cash this financial year would be above ₹2,000, and cash above that is not deductible under section 80G',
  'no-identity': 'the donor gave no PAN, Aadhaar or other identity number',
  'no-address': 'the donor’s postal address is missing',
  'settings-incomplete':
    'the organisation’s PAN, 80G registration number, its date or its validity are not all set in the giving settings',
  'registration-not-valid': 'the 80G registration is not valid on the day of the donation',
};

/** The organisation's 80G approval, as the giving settings hold it ('' when not set). */
export interface Registration80g {
  pan: string;
  urn: string;
  /** YYYY-MM-DD. */
  urnIssuedOn: string;
  /** YYYY-MM-DD: the first and the last day the approval covers. */
  urnValidFrom: string;
  urnValidUntil: string;
}

export interface GiftFacts {
  mode: DonationMode;
  amount: number;
  /** YYYY-MM-DD: the day the gift was received. */
  receivedOn: string;
  hasIdentity: boolean;
  hasAddress: boolean;
  /** The donor's cash already received this financial year, other gifts only. */
  cashBeforeThisYear: number;
}

export interface ReceiptDecision {
  kind: ReceiptKind;
  /** Why not an 80G receipt (empty when it is one, or for a gift in kind). */
  reasons: No80gReason[];
  /** The donor's cash this year nears or passes the limit: said before the gift is marked received. */
  cashWarning: string | null;
}

export function registrationComplete(registration: Registration80g): boolean {
  return [
    registration.pan,
    registration.urn,
    registration.urnIssuedOn,
    registration.urnValidFrom,
    registration.urnValidUntil,
  ].every((value) => value.trim() !== '');
}

export function decideReceipt(gift: GiftFacts, registration: Registration80g): ReceiptDecision {
  if (gift.mode === 'in-kind') return { kind: 'acknowledgement', reasons: [], cashWarning: null };
  const reasons: No80gReason[] = [];
  let cashWarning: string | null = null;
  if (gift.mode === 'cash') {
    const cash = gift.cashBeforeThisYear + gift.amount;
    if (cash > CASH_LIMIT) reasons.push('cash-above-limit');
    if (cash >= CASH_WARNING_FROM)
      cashWarning = `With this gift the donor has given ₹${cash.toLocaleString('en-IN')} in cash this financial year; cash above ₹2,000 in a year gets no 80G receipt.`;
  }
  if (!gift.hasIdentity) reasons.push('no-identity');
  if (!gift.hasAddress) reasons.push('no-address');
  if (!registrationComplete(registration)) reasons.push('settings-incomplete');
  else if (gift.receivedOn < registration.urnValidFrom || gift.receivedOn > registration.urnValidUntil)
    reasons.push('registration-not-valid');
  return { kind: reasons.length === 0 ? '80g' : 'donation', reasons, cashWarning };
}

/** The decision in one sentence, as the Mark-received dialog says it before the click. */
export function describeDecision(decision: ReceiptDecision, mailed: boolean): string {
  const { name, article } = receiptKindTexts[decision.kind];
  const mail = mailed ? ' and mailed to the donor' : '';
  const why =
    decision.reasons.length > 0
      ? ` No 80G receipt: ${decision.reasons.map((reason) => no80gTexts[reason]).join('; ')}.`
      : '';
  return `${article} ${name} will be issued${mail}.${why}`;
}

/** Section 269ST: no one may receive this much cash or more from one person in a day. */
export const CASH_RECEIPT_LIMIT_269ST = 200_000;

/** Section 115BBC: anonymous donations above the higher of this share of the year's donations and this floor are taxed. */
export const ANONYMOUS_SHARE = 0.05;
export const ANONYMOUS_FLOOR = 100_000;
