import { donationSchema, givingPaths } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { useGivingChange } from './use-giving-change.ts';

/** POST /api/giving/donations/{id}/issue: a received donation without a live document gets one. */
export function issueDocument({ id }: { id: number }) {
  return apiFetch(givingPaths.issue(id), matches(donationSchema), {
    method: 'POST',
    fallbackMessage: givingAdminTexts.issue.failed,
  });
}

export const useIssueDocument = () => useGivingChange(issueDocument);
