import { givingPaths } from '#shared/api/giving-fields';
import type { Pledge, PledgeInput } from '#shared/api/giving';
import { isPledge } from '#shared/api/giving-guards';
import { apiFetch } from '#client/lib/api-client.ts';

/** POST /api/giving/pledges: records the pledge and answers with how to pay it. */
export function createPledge(input: PledgeInput): Promise<Pledge> {
  return apiFetch(givingPaths.pledges, isPledge, { method: 'POST', body: input });
}
