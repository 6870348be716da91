import { queryOptions, useQuery } from '@tanstack/react-query';
import { givingPaths, givingSettingsSchema, type GivingSettings } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

/**
 * GET /api/giving/settings: UPI, bank, 80G details, signatory, donation types and suggested amounts. Read
 * through the schema, so a field an older answer lacks takes the contract's default.
 */
export async function fetchGivingSettings(signal?: AbortSignal): Promise<GivingSettings> {
  const answer = await apiFetch(givingPaths.settings, matches(givingSettingsSchema), {
    signal,
    fallbackMessage: givingAdminTexts.settings.loadFailed,
  });
  return givingSettingsSchema.parse(answer);
}

export function useGivingSettings() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.giving.settings,
      queryFn: ({ signal }) => fetchGivingSettings(signal),
    }),
  );
}
