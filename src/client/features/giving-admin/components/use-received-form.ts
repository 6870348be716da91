import { useState } from 'react';
import type { z } from 'zod';
import { givingMessages } from '#shared/api/giving';
import { fieldErrors, withoutEmpty, type FieldErrors } from '../field-errors.ts';
import { todayInIndia } from '../financial-years.ts';
import type { IdentityDraft, ReceivedDraft } from './received-fields.tsx';

/**
 * The state of a form that records money received (marking a pledge, recording a donation): how and when
 * it arrived, the donor's PAN or Aadhaar, and the problems found with them.
 */
export function useReceivedForm(initial: Pick<ReceivedDraft, 'mode' | 'utr'>) {
  const [received, setReceived] = useState<ReceivedDraft>(() => ({
    receivedOn: todayInIndia(),
    chequeNumber: '',
    ...initial,
  }));
  const [identity, setIdentity] = useState<IdentityDraft>({ idCode: '', idNumber: '', donorAddress: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  /**
   * The body checked by the contract's schema, and a receipt's need of an address: the data to send, or
   * null with each problem shown by its field and the first one announced.
   */
  function check<S extends z.ZodType<object>>(schema: S, body: unknown, addressOnFile: boolean) {
    const parsed = schema.safeParse(body);
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (identity.idCode && !identity.donorAddress.trim() && !addressOnFile)
      found.donorAddress ??= givingMessages.addressRequired;
    setErrors(found);
    const first = Object.values(found)[0];
    setFailure(first ?? null);
    return parsed.success && !first ? withoutEmpty(parsed.data) : null;
  }

  return { received, setReceived, identity, setIdentity, errors, failure, setFailure, check };
}
