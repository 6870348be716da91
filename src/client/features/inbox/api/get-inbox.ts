import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  contactMessageSchema,
  inboxPaths,
  interestEntrySchema,
  type ContactMessage,
  type InterestEntry,
} from '#shared/api/inbox';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch, type AnswerCheck } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { inboxTexts } from '../inbox-texts.ts';
import type { InboxKind } from '../inbox-kind.ts';

interface Entries {
  contact: ContactMessage;
  interest: InterestEntry;
}

export type InboxEntryOf<K extends InboxKind> = Entries[K];

/** GET /api/inbox/contact (the contact forms' messages) or /api/inbox/interest (Expressions of Interest). */
const lists: { [K in InboxKind]: { path: string; check: AnswerCheck<Entries[K][]> } } = {
  contact: { path: inboxPaths.contactList, check: matches(z.array(contactMessageSchema)) },
  interest: { path: inboxPaths.interestList, check: matches(z.array(interestEntrySchema)) },
};

export function fetchInbox<K extends InboxKind>(kind: K, signal?: AbortSignal): Promise<Entries[K][]> {
  const { path, check } = lists[kind];
  return apiFetch(path, check, { signal, fallbackMessage: inboxTexts.loadFailed });
}

export function useInbox<K extends InboxKind>(kind: K) {
  return useQuery({ queryKey: queryKeys.inbox[kind], queryFn: ({ signal }) => fetchInbox(kind, signal) });
}
