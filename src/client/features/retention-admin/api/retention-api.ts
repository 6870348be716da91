import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  retentionOverviewSchema,
  retentionPaths,
  retentionPreviewSchema,
  type RetentionChange,
  type RetentionOverview,
  type RetentionPreview,
} from '#shared/api/retention';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { retentionTexts as say } from '../retention-texts.ts';

/** GET /api/retention: the periods, what the next clean-up would erase and what the last one did. */
export function useRetention() {
  return useQuery({
    queryKey: queryKeys.retention,
    queryFn: ({ signal }) =>
      apiFetch(retentionPaths.settings, matches(retentionOverviewSchema), {
        signal,
        fallbackMessage: say.loadFailed,
      }),
    // The counts change with every record that arrives: read again whenever the panel is opened.
    staleTime: 0,
  });
}

/** GET /api/retention/preview: what the next clean-up would erase with these periods. */
export function previewRetention(periods: RetentionChange): Promise<RetentionPreview> {
  const query = new URLSearchParams(
    Object.entries(periods).map(([kind, days]) => [kind, String(days)]),
  ).toString();
  return apiFetch(`${retentionPaths.preview}?${query}`, matches(retentionPreviewSchema), {
    fallbackMessage: say.previewFailed,
  });
}

/** PUT /api/retention; the activity log's period is the security settings' too. */
export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RetentionChange): Promise<RetentionOverview> =>
      apiFetch(retentionPaths.settings, matches(retentionOverviewSchema), {
        method: 'PUT',
        body: change,
        fallbackMessage: say.saveFailed,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.retention }),
        queryClient.invalidateQueries({ queryKey: queryKeys.securitySettings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.activity.all }),
      ]),
  });
}
