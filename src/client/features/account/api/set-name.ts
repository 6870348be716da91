import { accountPaths, profileSchema, type Profile } from '#shared/api/account';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';
import { accountTexts as say } from '../account-texts.ts';

/** PUT /api/account/name: answers with the profile as it now is. */
export function setName(name: string): Promise<Profile> {
  return apiFetch(accountPaths.name, matches(profileSchema), {
    method: 'PUT',
    body: { name },
    fallbackMessage: say.nameFailed,
  });
}

export function useSetName() {
  return useChange(setName, queryKeys.account.profile);
}
