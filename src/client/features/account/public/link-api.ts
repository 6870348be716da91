import { passwordResetPaths } from '#shared/api/account-paths';
import { isMessageAnswer } from '#shared/api/guards';
import { apiFetch } from '#client/lib/api-client.ts';

/** POST /api/password-reset: the same answer whether or not an account uses the address. */
export const requestPasswordReset = (email: string, fallbackMessage: string) =>
  apiFetch(passwordResetPaths.request, isMessageAnswer, { method: 'POST', body: { email }, fallbackMessage });

/** POST /api/password-reset/complete: the new password, with the link's token. */
export const completePasswordReset = (input: { token: string; password: string }, fallbackMessage: string) =>
  apiFetch(passwordResetPaths.complete, isMessageAnswer, { method: 'POST', body: input, fallbackMessage });

/** POST /api/confirm-email: the link of a change of address. */
export const confirmEmailChange = (token: string, fallbackMessage: string) =>
  apiFetch(passwordResetPaths.confirmEmail, isMessageAnswer, {
    method: 'POST',
    body: { token },
    fallbackMessage,
  });
