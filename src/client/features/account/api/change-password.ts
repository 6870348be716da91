import { accountPaths, type PasswordChangeInput } from '#shared/api/account';
import { messageBodySchema } from '#shared/api/errors';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';
import { accountTexts as say } from '../account-texts.ts';

/** POST /api/account/password: the other devices are signed out, so their list is read again. */
export function changePassword(input: PasswordChangeInput): Promise<{ message: string }> {
  return apiFetch(accountPaths.password, matches(messageBodySchema), {
    method: 'POST',
    body: input,
    fallbackMessage: say.passwordFailed,
  });
}

export function useChangePassword() {
  return useChange(changePassword, queryKeys.account.devices);
}
