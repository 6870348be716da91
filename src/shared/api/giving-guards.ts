import type { GivingOptions, Pledge } from './giving.ts';
import { donationStatuses, sponsorActions } from './giving-fields.ts';
import {
  arrayOf,
  isBoolean,
  isInteger,
  isRecord,
  isString,
  nullable,
  oneOf,
  shape,
  type Guard,
} from './guards.ts';

/** `z.record(z.enum(keys), …)`: every key present, no other key, each value passing its guard. */
const recordOf =
  <K extends string, T>(keys: readonly K[], guard: Guard<T>): Guard<Record<K, T>> =>
  (value): value is Record<K, T> =>
    isRecord(value) &&
    Object.keys(value).every((key) => (keys as readonly string[]).includes(key)) &&
    keys.every((key) => guard(value[key]));

/** Zod-free mirror of giving.ts's public answers, for /donate (decision 005). */
export const isGivingOptions: Guard<GivingOptions> = shape({
  open: isBoolean,
  payeeName: isString,
  amounts: recordOf(sponsorActions, arrayOf(isInteger)),
  addressRequiredAbove: isInteger,
  fcraAccount: nullable(
    shape({ accountName: isString, accountNumber: isString, ifsc: isString, branch: isString }),
  ),
});

/** POST /api/giving/pledges, and the donor's own pledge opened with its signed link. */
export const isPledge: Guard<Pledge> = shape({
  reference: isString,
  action: oneOf(sponsorActions),
  amount: isInteger,
  status: oneOf(donationStatuses),
  upiUri: isString,
  qrSvg: isString,
  bank: shape({ accountName: isString, accountNumber: isString, ifsc: isString, branch: isString }),
  utr: nullable(isString),
  link: isString,
});
