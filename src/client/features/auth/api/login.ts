import { authPaths, type LoginInput } from '#shared/api/auth';
import { isLoginAnswer } from '#shared/api/auth-guards';
import { messages } from '#shared/messages';
import type { SecondFactorMethod } from '#shared/api/second-factor-paths';
import { ApiError, apiFetch } from '#client/lib/api-client.ts';

export interface LoginAnswer {
  message: string;
  email: string;
  /** Present when the password was right and a second step is asked (the methods the person has). */
  secondFactor?: SecondFactorMethod[] | undefined;
}

/** POST /api/login. Status 200 is success; on failure the message to show, as SPEC section 8 says. */
export function login(input: LoginInput): Promise<LoginAnswer> {
  return apiFetch(authPaths.login, isLoginAnswer, {
    method: 'POST',
    body: input,
    fallbackMessage: messages.auth.loginFailed,
  });
}

/**
 * The server's own message for a refused login (wrong password, throttled, invalid input), otherwise the
 * spec's fallback: a crash or a dropped connection carries nothing the administrator can act on.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'status' && error.status < 500 && error.message)
    return error.message;
  return messages.auth.loginFailed;
}
