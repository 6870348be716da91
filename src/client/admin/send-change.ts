import { messageBodySchema } from '#shared/api/errors';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** A change the server answers with `{ message }` (a delete, a read mark); `fallbackMessage` if it fails unread. */
export function sendChange(
  path: string,
  method: 'DELETE' | 'PATCH',
  fallbackMessage: string,
  body?: unknown,
) {
  return apiFetch(path, matches(messageBodySchema), { method, body, fallbackMessage });
}
