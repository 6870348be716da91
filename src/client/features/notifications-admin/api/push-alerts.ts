import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertPaths, pushSendSchema, pushStatusSchema, type PushStatus } from '#shared/api/alerts';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';

/** GET /api/get_push_alerts: how many devices have alerts on, and what each alert reached. */
export function fetchPushStatus(signal?: AbortSignal): Promise<PushStatus> {
  return apiFetch(alertPaths.status, matches(pushStatusSchema), {
    signal,
    cache: 'no-store',
    fallbackMessage: 'Failed to fetch the alerts.',
  });
}

/** Read while `enabled`; an alert on its way is read again every few seconds until it is finished. */
export function usePushStatus(enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.notificationAlerts,
      queryFn: ({ signal }) => fetchPushStatus(signal),
    }),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.alerts.some((alert) => alert.finished_at === null) ? 5000 : false,
  });
}

/** POST /api/send_push_alert/:id: sends a published notice to every device with alerts on. */
export function sendPushAlert(notificationId: number) {
  return apiFetch(alertPaths.send(notificationId), matches(pushSendSchema), {
    method: 'POST',
    fallbackMessage: 'The alert could not be sent.',
  });
}
