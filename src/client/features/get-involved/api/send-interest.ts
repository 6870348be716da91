import { inboxPaths } from '../../../../shared/api/inbox-fields.ts';
import type { InterestInput } from '../../../../shared/api/inbox.ts';
import { isMessageAnswer } from '../../../../shared/api/guards.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/interest: stores an Expression of Interest for the administrator. */
export function sendInterest(input: InterestInput): Promise<{ message: string }> {
  return apiFetch(inboxPaths.interest, isMessageAnswer, { method: 'POST', body: input });
}
