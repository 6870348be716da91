import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contactMessageSchema, inboxPaths, type ContactMessage } from '#shared/api/inbox';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { inboxTexts } from '../inbox-texts.ts';

/** GET /api/inbox/contact: messages sent through the contact forms. */
export function fetchContactMessages(signal?: AbortSignal): Promise<ContactMessage[]> {
  return apiFetch(inboxPaths.contactList, matches(z.array(contactMessageSchema)), {
    signal,
    fallbackMessage: inboxTexts.loadFailed,
  });
}

export const contactMessagesOptions = () =>
  queryOptions({ queryKey: queryKeys.inbox.contact, queryFn: ({ signal }) => fetchContactMessages(signal) });

export function useContactMessages() {
  return useQuery(contactMessagesOptions());
}
