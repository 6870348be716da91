import { useMutation } from '@tanstack/react-query';
import { bankStatementPaths, statementPreviewSchema } from '#shared/api/giving-bank';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

/** POST …/preview: the statement's first lines and the layout to read it with (remembered or guessed). */
export function previewBankStatement(body: { bank: string; csv: string }) {
  return apiFetch(bankStatementPaths.preview, matches(statementPreviewSchema), {
    method: 'POST',
    body,
    fallbackMessage: givingAdminTexts.bankStatement.failed,
  });
}

export const usePreviewBankStatement = () => useMutation({ mutationFn: previewBankStatement });
