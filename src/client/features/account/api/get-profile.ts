import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountPaths, profileSchema, type Profile } from '#shared/api/account';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { accountTexts as say } from '../account-texts.ts';

/** GET /api/account: the signed-in person's name and address, and a change of address waiting for its link. */
export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiFetch(accountPaths.profile, matches(profileSchema), { signal, fallbackMessage: say.loadFailed });
}

export const profileOptions = () =>
  queryOptions({ queryKey: queryKeys.account.profile, queryFn: ({ signal }) => fetchProfile(signal) });

export function useProfile() {
  return useQuery(profileOptions());
}
