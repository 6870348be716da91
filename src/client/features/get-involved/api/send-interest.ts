import { inboxPaths } from '#shared/api/inbox-fields';
import type { InterestInput } from '#shared/api/inbox';
import { isMessageAnswer } from '#shared/api/guards';
import { apiFetch } from '#client/lib/api-client.ts';

/** POST /api/interest: stores an Expression of Interest for the administrator. */
export function sendInterest(input: InterestInput): Promise<{ message: string }> {
  return apiFetch(inboxPaths.interest, isMessageAnswer, { method: 'POST', body: input });
}
