import { accountPaths, type EmailChangeInput } from '#shared/api/account';
import { messageBodySchema } from '#shared/api/errors';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';
import { accountTexts as say } from '../account-texts.ts';

/** POST /api/account/email: mails a link to the new address; the address changes when it is opened. */
export function changeEmail(input: EmailChangeInput): Promise<{ message: string }> {
  return apiFetch(accountPaths.email, matches(messageBodySchema), {
    method: 'POST',
    body: input,
    fallbackMessage: say.emailFailed,
  });
}

export function useChangeEmail() {
  return useChange(changeEmail, queryKeys.account.profile);
}
