import { givingPaths } from '#shared/api/giving-fields';
import type { Pledge } from '#shared/api/giving';
import { isPledge } from '#shared/api/giving-guards';
import { apiFetch } from '#client/lib/api-client.ts';
import { withToken } from '../pledge-link.ts';

/** GET /api/giving/pledges/{reference}?token=: the donor's own pledge, opened with its signed link. */
export function getPledge(reference: string, token: string): Promise<Pledge> {
  return apiFetch(withToken(givingPaths.pledge(encodeURIComponent(reference)), token), isPledge);
}
