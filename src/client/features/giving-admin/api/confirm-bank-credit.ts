import { bankStatementPaths } from '#shared/api/giving-bank';
import { donationSchema } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { useGivingChange } from './use-giving-change.ts';

export interface ConfirmCreditInput {
  creditId: number;
  donationId: number;
  duplicateReferenceReason?: string;
}

/** POST …/credits/{id}/confirm: the pledge marked received with the credit's date and reference. */
export function confirmBankCredit({ creditId, ...body }: ConfirmCreditInput) {
  return apiFetch(bankStatementPaths.confirm(creditId), matches(donationSchema), {
    method: 'POST',
    body,
    fallbackMessage: givingAdminTexts.bankStatement.confirmFailed,
  });
}

export const useConfirmBankCredit = () => useGivingChange(confirmBankCredit);
