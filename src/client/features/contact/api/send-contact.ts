import { inboxPaths } from '../../../../shared/api/inbox-fields.ts';
import type { ContactInput } from '../../../../shared/api/inbox.ts';
import { isMessageAnswer } from '../../../../shared/api/guards.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/contact: stores a contact message for the administrator. */
export function sendContact(input: ContactInput): Promise<{ message: string }> {
  return apiFetch(inboxPaths.contact, isMessageAnswer, { method: 'POST', body: input });
}
