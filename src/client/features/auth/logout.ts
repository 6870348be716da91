import { authPaths } from '#shared/api/auth';
import { isMessageAnswer } from '#shared/api/guards';
import { apiFetch } from '#client/lib/api-client.ts';

/** POST /api/logout: ends the session on the server and clears its cookie. */
export function logout(): Promise<{ message: string }> {
  return apiFetch(authPaths.logout, isMessageAnswer, { method: 'POST' });
}
