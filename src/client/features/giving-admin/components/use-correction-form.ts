import { useState } from 'react';
import type { Donation, SponsorAction } from '#shared/api/giving';
import { errorMessage } from '#client/admin/error-message.ts';
import { fieldErrors, type FieldErrors } from '#client/admin/field-errors.ts';
import { wholeNumberOf, withoutEmpty } from '../form-values.ts';
import { todayInIndia } from '../financial-years.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { guardOf, guardsOf, noOverrides, overrideBody, type Guard, type OverrideDraft } from '../guards.ts';
import {
  givenBody,
  hasPaymentReference,
  receivedBody,
  type GivenDraft,
  type IdentityDraft,
  type ReceivedDraft,
} from './received-fields.tsx';

const say = givingAdminTexts.correct;

/** A donation as the correction form holds it: every field as typed. */
export interface CorrectionDraft {
  fullName: string;
  email: string;
  mobile: string;
  action: SponsorAction;
  amount: string;
  identity: IdentityDraft;
  given: GivenDraft;
  /** How and when it arrived, for a received donation; null for a pledge. */
  received: ReceivedDraft | null;
  /** The payment reference a pledge's donor gave. */
  utr: string;
}

/** Every field prefilled from the donation, but its identity number: only shown masked, kept if left empty. */
export function correctionDraftOf(donation: Donation): CorrectionDraft {
  return {
    fullName: donation.donorName,
    email: donation.donorEmail,
    mobile: donation.donorMobile,
    action: donation.action,
    amount: String(donation.amount),
    identity: { idCode: donation.idCode ?? '', idNumber: '', donorAddress: donation.donorAddress ?? '' },
    given: { donationType: donation.donationType, purpose: donation.purpose ?? '' },
    received:
      donation.status === 'received'
        ? {
            receivedOn: donation.receivedOn ?? todayInIndia(),
            mode: donation.mode ?? 'upi',
            utr: hasPaymentReference(donation.mode) ? (donation.utr ?? '') : '',
            chequeNumber: donation.chequeNumber ?? '',
            goods: donation.goods ?? '',
          }
        : null,
    utr: donation.utr ?? '',
  };
}

/**
 * The corrected donation as the contract takes it: the whole donation with the reason. An identity is
 * sent only with a new number (an empty one keeps the number on file).
 */
export function correctionBodyOf(draft: CorrectionDraft, reason: string) {
  const { identity } = draft;
  return {
    fullName: draft.fullName,
    email: draft.email,
    mobile: draft.mobile,
    action: draft.action,
    amount: wholeNumberOf(draft.amount),
    donorAddress: identity.donorAddress,
    ...(identity.idCode && identity.idNumber.trim()
      ? { idCode: identity.idCode, idNumber: identity.idNumber }
      : {}),
    ...givenBody(draft.given),
    ...(draft.received ? receivedBody(draft.received) : draft.utr.trim() ? { utr: draft.utr } : {}),
    reason,
  };
}

/**
 * A checked correction as it is sent: the optional fields left empty out (the server keeps what it has),
 * but the email and mobile always, since an empty one is how a wrong one is taken away.
 */
export function sendableCorrection<T extends { email: string; mobile: string }>(checked: T): T {
  return { ...withoutEmpty(checked), email: checked.email, mobile: checked.mobile };
}

/** The field paths of a correction's problems, whether it is sent alone or inside a re-issue. */
const withoutPrefix = (errors: FieldErrors, prefix: string): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [
      key.startsWith(prefix) ? key.slice(prefix.length) : key,
      message,
    ]),
  );

/**
 * The state of a correction (alone, or with "Cancel and re-issue"): the draft, the reasons given to pass a
 * guard the server refused on, and the problems found.
 */
export function useCorrectionForm(donation: Donation) {
  const [draft, setDraft] = useState(() => correctionDraftOf(donation));
  const [overrides, setOverrides] = useState<OverrideDraft>(noOverrides);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** The guards the server refused on, whose reason fields then stay offered. */
  const [guards, setRefused] = useState<Guard[]>([]);

  /** The correction's body with the reasons for a guard, as `correctionSchema` takes it. */
  const body = (reason: string) => ({
    ...correctionBodyOf(draft, reason),
    ...overrideBody(overrides, guards),
  });

  /**
   * Checks what will be sent with the contract's schema, and what the schema cannot know: a new identity
   * document needs its number, and the reason is asked in words that fit. Returns whether all is well.
   */
  function check(
    parsed: { success: true } | { success: false; error: { issues: Parameters<typeof fieldErrors>[0] } },
    options: { reason: string; reasonRequired: string; prefix?: string; correcting: boolean },
  ): boolean {
    const found: FieldErrors = {};
    if (!options.reason.trim()) found.reason = options.reasonRequired;
    if (!parsed.success) {
      for (const [key, message] of Object.entries(
        withoutPrefix(fieldErrors(parsed.error.issues), options.prefix ?? ''),
      ))
        found[key] ??= message;
    }
    const { idCode, idNumber } = draft.identity;
    if (options.correcting && idCode && idCode !== (donation.idCode ?? '') && !idNumber.trim())
      found.idNumber = say.newIdNeedsNumber;
    setErrors(found);
    const first = Object.values(found)[0];
    setFailure(first ?? null);
    return first === undefined;
  }

  function fail(error: unknown, fallback: string) {
    const message = errorMessage(error, fallback);
    setFailure(message);
    setRefused((before) => guardsOf(...before, guardOf(message)));
  }

  return { draft, setDraft, overrides, setOverrides, guards, errors, failure, body, check, fail };
}
