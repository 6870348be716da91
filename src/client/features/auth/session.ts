import { authPaths, type Session } from '#shared/api/auth';
import { isSession } from '#shared/api/auth-guards';
import { ApiError, apiFetch } from '#client/lib/api-client.ts';

/** GET /api/session: the live session's e-mail, or null when the server knows no session. */
export async function fetchSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return await apiFetch(authPaths.session, isSession, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
