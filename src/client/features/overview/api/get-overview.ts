import { useQuery } from '@tanstack/react-query';
import { overviewPaths, overviewSchema, type Overview } from '#shared/api/overview';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { overviewTexts } from '../overview-texts.ts';

/** GET /api/dashboard/overview: subscribers, unread messages, the last mail, media and pages. */
export function getOverview(signal?: AbortSignal): Promise<Overview> {
  return apiFetch(overviewPaths.overview, matches(overviewSchema), {
    signal,
    cache: 'no-store',
    fallbackMessage: overviewTexts.loadFailed,
  });
}

export function useOverview() {
  return useQuery({ queryKey: queryKeys.overview, queryFn: ({ signal }) => getOverview(signal) });
}
