import { secondFactorPaths } from '#shared/api/second-factor-paths';
import { isRecord, isString } from '#shared/api/guards';
import { messages } from '#shared/messages';
import { apiFetch } from '#client/lib/api-client.ts';
import { completeSignIn } from './second-factor.ts';
import type { LoginAnswer } from './login.ts';

const isOptions = (value: unknown): value is { challenge: string } =>
  isRecord(value) && isString(value.challenge);

/**
 * Answers a sign-in's second step with a passkey: the server's challenge, the browser's passkey dialog
 * (its library loaded only now, so the login page stays light), then the signature back to the server.
 */
export async function signInWithPasskey(): Promise<LoginAnswer> {
  const options = await apiFetch(secondFactorPaths.signInPasskeyOptions, isOptions, {
    method: 'POST',
    fallbackMessage: messages.auth.loginFailed,
  });
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const passkey = await startAuthentication({ optionsJSON: options as never });
  return completeSignIn({ passkey });
}
