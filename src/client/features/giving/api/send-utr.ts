import { givingPaths } from '#shared/api/giving-fields';
import type { Pledge } from '#shared/api/giving';
import { isPledge } from '#shared/api/giving-guards';
import { apiFetch } from '#client/lib/api-client.ts';
import { withToken } from '../pledge-link.ts';

/** POST /api/giving/pledges/{reference}/utr?token=: the donor's UPI transaction reference, once paid. */
export function sendUtr(reference: string, token: string, utr: string): Promise<Pledge> {
  return apiFetch(withToken(givingPaths.utr(encodeURIComponent(reference)), token), isPledge, {
    method: 'POST',
    body: { utr },
  });
}
