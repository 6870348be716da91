import { useEffect, useState } from 'react';
import type { DrawnNotifications, Notification } from '#shared/api/notifications';
import { HOME_NOTIFICATIONS_LIMIT } from '#shared/constants';
import { ApiError } from '#client/lib/api-client.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { getNewestNotifications } from './get-notifications.ts';
import { newestFirst } from './latest.ts';

export type LatestNotificationsState =
  | { status: 'loading' }
  | {
      status: 'error';
      /** The failure's own words (a dropped connection); without one, the spec's message is shown. */
      message?: string;
      /** The notices drawn into the page, kept when refreshing them failed (none where none were drawn). */
      items: Notification[];
      now: Date;
    }
  | { status: 'loaded'; items: Notification[]; /** When the list was read, for the day counts. */ now: Date };

/** What refreshing the list from the API brought. */
type Refreshed = { items: Notification[]; at: Date } | { failed: true; message?: string };

/**
 * The newest notifications (SPEC section 4: loading, error, list). Where the server drew them into the page
 * (`drawn`), they are shown at once, with their days counted from when the page was rendered while it
 * hydrates and from today afterwards, and only refreshed from the API; a failed refresh keeps them beside
 * its message. Elsewhere (the build's own pages) they load in the browser.
 */
export function useLatestNotifications(drawn?: DrawnNotifications): LatestNotificationsState {
  const hydrated = useHydrated();
  const [openedAt] = useState(() => new Date());
  const [refreshed, setRefreshed] = useState<Refreshed | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getNewestNotifications(HOME_NOTIFICATIONS_LIMIT, controller.signal).then(
      (list) => setRefreshed({ items: list, at: new Date() }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // An answer that is not OK or not a list of notifications is the spec's failure, said in the page's
        // language; any other failure keeps its own message.
        const own = error instanceof Error && !(error.cause instanceof ApiError) && error.message;
        setRefreshed(own ? { failed: true, message: own } : { failed: true });
      },
    );
    return () => controller.abort();
  }, []);

  if (refreshed && 'items' in refreshed)
    return { status: 'loaded', items: refreshed.items, now: refreshed.at };
  const shown = drawn && {
    items: newestFirst(drawn.items, HOME_NOTIFICATIONS_LIMIT),
    // The page's HTML counted the days from the day it was drawn; hydration draws the same, then counts anew.
    now: hydrated ? openedAt : new Date(drawn.at),
  };
  if (refreshed) {
    const error = { status: 'error' as const, items: shown?.items ?? [], now: shown?.now ?? openedAt };
    return refreshed.message ? { ...error, message: refreshed.message } : error;
  }
  return shown ? { status: 'loaded', ...shown } : { status: 'loading' };
}
