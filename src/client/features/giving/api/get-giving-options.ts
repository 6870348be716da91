import { givingPaths } from '#shared/api/giving-fields';
import type { GivingOptions } from '#shared/api/giving';
import { isGivingOptions } from '#shared/api/giving-guards';
import { apiFetch } from '#client/lib/api-client.ts';

/** GET /api/giving/options: whether online giving is open, the payee and the suggested amounts. */
export function getGivingOptions(): Promise<GivingOptions> {
  return apiFetch(givingPaths.options, isGivingOptions);
}
