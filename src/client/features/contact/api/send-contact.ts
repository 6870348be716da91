import { inboxPaths } from '../../../../shared/api/inbox-fields.ts';
import type { ContactInput } from '../../../../shared/api/inbox.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/contact: stores a contact message for the administrator. */
export function sendContact(input: ContactInput): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(inboxPaths.contact, { method: 'POST', body: input });
}
