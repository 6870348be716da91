import { useMutation } from '@tanstack/react-query';
import { bankStatementPaths, creditUsedSchema } from '#shared/api/giving-bank';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

/** POST …/credits/{id}/recorded: the credit marked used by the donation just recorded from it. */
export function bankCreditRecorded({ creditId, donationId }: { creditId: number; donationId: number }) {
  return apiFetch(bankStatementPaths.recorded(creditId), matches(creditUsedSchema), {
    method: 'POST',
    body: { donationId },
    fallbackMessage: givingAdminTexts.bankStatement.recordedFailed,
  });
}

export const useBankCreditRecorded = () => useMutation({ mutationFn: bankCreditRecorded });
