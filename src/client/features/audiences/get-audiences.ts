import { queryOptions, useQuery } from '@tanstack/react-query';
import { audienceListSchema, audiencePaths, type Audience } from '#shared/api/audiences';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { audiencesTexts } from './audiences-texts.ts';

/** GET /api/audiences: every audience in order, with how many subscribers each has. */
export function fetchAudiences(signal?: AbortSignal): Promise<Audience[]> {
  return apiFetch(audiencePaths.list, matches(audienceListSchema), {
    signal,
    fallbackMessage: audiencesTexts.loadFailed,
  });
}

export const audiencesOptions = () =>
  queryOptions({ queryKey: queryKeys.audiences, queryFn: ({ signal }) => fetchAudiences(signal) });

/** The audiences, read when `enabled` (the mail form reads them only once they are chosen from). */
export function useAudiences(enabled = true) {
  return useQuery({ ...audiencesOptions(), enabled });
}

/** An audience's name by its key; the key itself for one that no longer exists. */
export function audienceName(audiences: readonly Audience[] | undefined, key: string): string {
  return audiences?.find((audience) => audience.key === key)?.name ?? key;
}
