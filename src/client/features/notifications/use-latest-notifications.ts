import { useEffect, useState } from 'react';
import type { Notification } from '#shared/api/notifications';
import { HOME_NOTIFICATIONS_LIMIT } from '#shared/constants';
import { ApiError } from '#client/lib/api-client.ts';
import { getNewestNotifications } from './get-notifications.ts';

export type LatestNotificationsState =
  | { status: 'loading' }
  /** `message`: the failure's own words (a dropped connection); without one, the spec's message is shown. */
  | { status: 'error'; message?: string }
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
        // An answer that is not OK or not a list of notifications is the spec's failure, said in the page's
        // language; any other failure keeps its own message.
        const own = error instanceof Error && !(error.cause instanceof ApiError) && error.message;
        setState(own ? { status: 'error', message: own } : { status: 'error' });
      },
    );
    return () => controller.abort();
  }, []);

  return state;
}
