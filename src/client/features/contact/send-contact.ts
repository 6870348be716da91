import { inboxPaths } from '#shared/api/inbox-fields';
import type { ContactInput } from '#shared/api/inbox';
import { isMessageAnswer } from '#shared/api/guards';
import { apiFetch } from '#client/lib/api-client.ts';

/** POST /api/contact: stores a contact message for the administrator. */
export function sendContact(input: ContactInput): Promise<{ message: string }> {
  return apiFetch(inboxPaths.contact, isMessageAnswer, { method: 'POST', body: input });
}
