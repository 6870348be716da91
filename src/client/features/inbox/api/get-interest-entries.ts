import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { interestEntrySchema, inboxPaths, type InterestEntry } from '#shared/api/inbox';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { inboxTexts } from '../inbox-texts.ts';

/** GET /api/inbox/interest: Expressions of Interest from the Get Involved forms. */
export function fetchInterestEntries(signal?: AbortSignal): Promise<InterestEntry[]> {
  return apiFetch(inboxPaths.interestList, matches(z.array(interestEntrySchema)), {
    signal,
    fallbackMessage: inboxTexts.loadFailed,
  });
}

export const interestEntriesOptions = () =>
  queryOptions({ queryKey: queryKeys.inbox.interest, queryFn: ({ signal }) => fetchInterestEntries(signal) });

export function useInterestEntries() {
  return useQuery(interestEntriesOptions());
}
