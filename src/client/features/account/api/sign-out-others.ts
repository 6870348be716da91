import { accountPaths, signedOutSchema } from '#shared/api/account';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';
import { accountTexts as say } from '../account-texts.ts';

/** POST /api/account/sessions/sign-out-others: every device but this one; answers how many. */
export function signOutOthers(): Promise<{ message: string; count: number }> {
  return apiFetch(accountPaths.signOutOthers, matches(signedOutSchema), {
    method: 'POST',
    fallbackMessage: say.signOutFailed,
  });
}

export function useSignOutOthers() {
  return useChange(signOutOthers, queryKeys.account.devices);
}
