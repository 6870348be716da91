import { useMutation } from '@tanstack/react-query';
import { bankStatementPaths, statementMatchSchema, type BankLayout } from '#shared/api/giving-bank';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

/** POST …/match: the statement's credits, each used already, proposed for a pledge, or unmatched. */
export function matchBankStatement(body: { bank: string; csv: string; layout: BankLayout }) {
  return apiFetch(bankStatementPaths.match, matches(statementMatchSchema), {
    method: 'POST',
    body,
    fallbackMessage: givingAdminTexts.bankStatement.failed,
  });
}

export const useMatchBankStatement = () => useMutation({ mutationFn: matchBankStatement });
