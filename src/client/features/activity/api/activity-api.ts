import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  activityFiltersSchema,
  activityPageSchema,
  activityPaths,
  securitySettingsSchema,
  type ActivityFilters,
  type ActivityPage,
  type SecuritySettings,
} from '#shared/api/activity';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { activityTexts as say } from '../activity-texts.ts';

/** The filters as the panel holds them: '' for "any". */
export interface ActivityFilterValues {
  person: string;
  area: string;
  from: string;
  to: string;
}

/** The query of the log's addresses for these filters (empty ones left out). */
export function activityQuery(filters: ActivityFilterValues, cursor?: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (cursor !== undefined) query.set('cursor', String(cursor));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** GET /api/activity: a page of entries, newest first, older than `cursor`. */
export function fetchActivityPage(
  filters: ActivityFilterValues,
  cursor: number | undefined,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  return apiFetch(`${activityPaths.list}${activityQuery(filters, cursor)}`, matches(activityPageSchema), {
    signal,
    fallbackMessage: say.loadFailed,
  });
}

/** The log for these filters, a page at a time ("Load more" reads the next). */
export function useActivity(filters: ActivityFilterValues, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.activity.entries({ ...filters }),
    queryFn: ({ pageParam, signal }) => fetchActivityPage(filters, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
    // The entries shown stay while those of new filters arrive.
    placeholderData: keepPreviousData,
    // The log grows with every change: read again whenever the panel is opened.
    staleTime: 0,
  });
}

export const activityFiltersOptions = () =>
  queryOptions({
    queryKey: queryKeys.activity.filters,
    queryFn: ({ signal }): Promise<ActivityFilters> =>
      apiFetch(activityPaths.filters, matches(activityFiltersSchema), {
        signal,
        fallbackMessage: say.loadFailed,
      }),
  });

export const useActivityFilters = () => useQuery(activityFiltersOptions());

/** GET /api/security-settings. */
export function useSecuritySettings() {
  return useQuery({
    queryKey: queryKeys.securitySettings,
    queryFn: ({ signal }) =>
      apiFetch(activityPaths.securitySettings, matches(securitySettingsSchema), {
        signal,
        fallbackMessage: say.settingsLoadFailed,
      }),
  });
}

/** PUT /api/security-settings: only the settings sent change; the answer is all of them. */
export function saveSecuritySettings(change: Partial<SecuritySettings>): Promise<SecuritySettings> {
  return apiFetch(activityPaths.securitySettings, matches(securitySettingsSchema), {
    method: 'PUT',
    body: change,
    fallbackMessage: say.settingsSaveFailed,
  });
}

/** A shorter period removes old entries at once: the log is read again with the settings. */
export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSecuritySettings,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.securitySettings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.activity.all }),
      ]),
  });
}
