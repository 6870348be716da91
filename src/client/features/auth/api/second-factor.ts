import { isLoginAnswer } from '#shared/api/auth-guards';
import { secondFactorPaths } from '#shared/api/second-factor-paths';
import { messages } from '#shared/messages';
import { apiFetch } from '#client/lib/api-client.ts';
import type { LoginAnswer } from './login.ts';

/** POST /api/login/second-factor: the app's code, a recovery code or a passkey's answer, after the password. */
export function completeSignIn(
  answer: { code: string } | { recoveryCode: string } | { passkey: object },
): Promise<LoginAnswer> {
  return apiFetch(secondFactorPaths.signIn, isLoginAnswer, {
    method: 'POST',
    body: answer,
    fallbackMessage: messages.auth.loginFailed,
  });
}
