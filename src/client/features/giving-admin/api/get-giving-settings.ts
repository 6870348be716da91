import { queryOptions, useQuery } from '@tanstack/react-query';
import { givingPaths, givingSettingsSchema, type GivingSettings } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

/** GET /api/giving/settings: UPI, bank, 80G details and suggested amounts. */
export function fetchGivingSettings(signal?: AbortSignal): Promise<GivingSettings> {
  return apiFetch(givingPaths.settings, matches(givingSettingsSchema), {
    signal,
    fallbackMessage: givingAdminTexts.settings.loadFailed,
  });
}

export function useGivingSettings() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.giving.settings,
      queryFn: ({ signal }) => fetchGivingSettings(signal),
    }),
  );
}
