import { authPaths } from '../../../../shared/api/auth.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/logout: ends the session on the server and clears its cookie. */
export function logout(): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(authPaths.logout, { method: 'POST' });
}
