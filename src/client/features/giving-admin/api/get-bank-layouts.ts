import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { bankStatementPaths, savedLayoutSchema } from '#shared/api/giving-bank';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

/** GET /api/giving/bank-statements/layouts: the banks whose statements were read before, by name. */
export function fetchBankLayouts(signal?: AbortSignal) {
  return apiFetch(bankStatementPaths.layouts, matches(z.array(savedLayoutSchema)), {
    signal,
    fallbackMessage: givingAdminTexts.bankStatement.failed,
  });
}

export const useBankLayouts = () =>
  useQuery({
    queryKey: [...queryKeys.giving.all, 'bank-layouts'],
    queryFn: ({ signal }) => fetchBankLayouts(signal),
  });
