import { useEffect, useState } from 'react';
import type { Notification } from '#shared/api/notifications';
import { HOME_NOTIFICATIONS_LIMIT } from '#shared/constants';
import { messages } from '#shared/messages';
import { getNewestNotifications } from './get-notifications.ts';

export type LatestNotificationsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; items: Notification[]; /** When the list arrived, for the day counts. */ now: Date };

/** Loads the newest notifications once the page is in the browser (SPEC section 4: loading, error, list). */
export function useLatestNotifications(): LatestNotificationsState {
  const [state, setState] = useState<LatestNotificationsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getNewestNotifications(HOME_NOTIFICATIONS_LIMIT, controller.signal).then(
      (list) =>
        setState({
          status: 'loaded',
          items: list,
          now: new Date(),
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          error instanceof Error && error.message ? error.message : messages.notifications.fetchFailed;
        setState({ status: 'error', message });
      },
    );
    return () => controller.abort();
  }, []);

  return state;
}
