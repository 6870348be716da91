import { accountPaths } from '#shared/api/account';
import { messageBodySchema } from '#shared/api/errors';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';
import { accountTexts as say } from '../account-texts.ts';

/** DELETE /api/account/sessions/:id: signs out one of the person's devices. */
export function signOutDevice(id: string): Promise<{ message: string }> {
  return apiFetch(accountPaths.session(id), matches(messageBodySchema), {
    method: 'DELETE',
    fallbackMessage: say.signOutFailed,
  });
}

export function useSignOutDevice() {
  return useChange(signOutDevice, queryKeys.account.devices);
}
