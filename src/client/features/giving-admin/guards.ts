import { givingMessages } from '#shared/api/giving';

/**
 * The guards of the law and of the books an administrator may pass with a reason: section 269ST (cash of
 * ₹2,00,000 or more from one person in a day) and a payment reference already on another donation.
 */
export type Guard = 'cash' | 'reference';

/** Which guard a refusal of the server (or of its preview) is, known by its message. */
export function guardOf(message: string | null | undefined): Guard | null {
  if (message === givingMessages.cash269st) return 'cash';
  if (message === givingMessages.utrUsed) return 'reference';
  return null;
}

/** The guards to offer a reason for, each once, in a steady order. */
export const guardsOf = (...found: (Guard | null)[]): Guard[] =>
  (['cash', 'reference'] as const).filter((guard) => found.includes(guard));

export interface OverrideDraft {
  cashOverrideReason: string;
  duplicateReferenceReason: string;
}

export const noOverrides: OverrideDraft = { cashOverrideReason: '', duplicateReferenceReason: '' };

/** The reasons typed for the guards shown, to send with the body. */
export const overrideBody = (draft: OverrideDraft, guards: readonly Guard[]) => ({
  ...(guards.includes('cash') && draft.cashOverrideReason.trim()
    ? { cashOverrideReason: draft.cashOverrideReason }
    : {}),
  ...(guards.includes('reference') && draft.duplicateReferenceReason.trim()
    ? { duplicateReferenceReason: draft.duplicateReferenceReason }
    : {}),
});
