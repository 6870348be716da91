import { useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from '#client/admin/error-message.ts';
import { fieldErrors, type FieldErrors } from '#client/admin/field-errors.ts';
import { withoutEmpty } from '../form-values.ts';
import { todayInIndia } from '../financial-years.ts';
import { guardOf, guardsOf, noOverrides, type Guard, type OverrideDraft } from '../guards.ts';
import type { GivenDraft, IdentityDraft, ReceivedDraft } from './received-fields.tsx';

/** The body as it would be sent, when it passes the contract's checks; null otherwise (nothing to preview). */
export function checkedBody<S extends z.ZodType<object>>(schema: S, body: unknown): object | null {
  const parsed = schema.safeParse(body);
  return parsed.success ? withoutEmpty(parsed.data) : null;
}

/**
 * The state of a form that records a gift received (marking a pledge, recording a donation): how and when
 * it arrived, what it is, the donor's identity, the reasons given to pass a guard, and the problems found.
 */
export function useReceivedForm(initial: Pick<ReceivedDraft, 'mode' | 'utr'> & Partial<ReceivedDraft>) {
  const [received, setReceived] = useState<ReceivedDraft>(() => ({
    receivedOn: todayInIndia(),
    chequeNumber: '',
    goods: '',
    ...initial,
  }));
  const [given, setGiven] = useState<GivenDraft>({ donationType: null, purpose: '' });
  const [identity, setIdentity] = useState<IdentityDraft>({ idCode: '', idNumber: '', donorAddress: '' });
  const [overrides, setOverrides] = useState<OverrideDraft>(noOverrides);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** The guards the server's refusals named, whose reason fields then stay offered. */
  const [refused, setRefused] = useState<Guard[]>([]);

  /**
   * The body checked by the contract's schema: the data to send, or null with each problem shown by its
   * field and the first one announced.
   */
  function check<S extends z.ZodType<object>>(schema: S, body: unknown) {
    const parsed = schema.safeParse(body);
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
    setErrors(found);
    const first = Object.values(found)[0];
    setFailure(first ?? null);
    return parsed.success ? withoutEmpty(parsed.data) : null;
  }

  /** The server refused: its message is shown, and a guard it names gets its reason field. */
  function fail(error: unknown, fallback: string) {
    const message = errorMessage(error, fallback);
    setFailure(message);
    setRefused((before) => guardsOf(...before, guardOf(message)));
  }

  return {
    received,
    setReceived,
    given,
    setGiven,
    identity,
    setIdentity,
    overrides,
    setOverrides,
    errors,
    failure,
    refused,
    check,
    fail,
  };
}
