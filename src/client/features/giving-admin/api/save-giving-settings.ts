import { useMutation, useQueryClient } from '@tanstack/react-query';
import { givingPaths, givingSettingsSchema, type GivingSettings } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

/** PUT /api/giving/settings: the whole settings, checked again by the server. */
export function saveGivingSettings(settings: GivingSettings): Promise<GivingSettings> {
  return apiFetch(givingPaths.settings, matches(givingSettingsSchema), {
    method: 'PUT',
    body: settings,
    fallbackMessage: givingAdminTexts.settings.saveFailed,
  });
}

export function useSaveGivingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGivingSettings,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.giving.settings, saved),
  });
}
