import { dataRequestPaths } from '#shared/api/data-request-fields';
import type { AskInput } from '#shared/api/data-requests';
import { isMessageAnswer } from '#shared/api/guards';
import { apiFetch } from '#client/lib/api-client.ts';

/** POST /api/your-data: asks for a link, mailed to the address, that confirms the request. */
export function sendDataRequest(input: AskInput): Promise<{ message: string }> {
  return apiFetch(dataRequestPaths.ask, isMessageAnswer, { method: 'POST', body: input });
}
