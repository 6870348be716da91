import { useMutation } from '@tanstack/react-query';
import { givingPaths, ledgerSchema } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

/** GET /api/giving/ledger?from=&to=: every pledge and donation of the range, with its documents, as CSV. */
export function fetchLedger(range: { from: string; to: string }) {
  const query = new URLSearchParams(range).toString();
  return apiFetch(`${givingPaths.ledger}?${query}`, matches(ledgerSchema), {
    fallbackMessage: givingAdminTexts.ledger.failed,
  });
}

/** Asked for on a click, never cached: each download reflects the books as they are now. */
export function useLedger() {
  return useMutation({ mutationFn: fetchLedger });
}
