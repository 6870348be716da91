import type { Db } from '#server/db/database';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
} from '#server/errors';
import { alertMessages, type PushSubscriptionInput, type PushStatus } from '#shared/api/alerts';
import { DEFAULT_LANGUAGE } from '#shared/i18n/languages';
import * as subscriptions from './push-subscriptions.repository.ts';
import * as alerts from './push-alerts.repository.ts';

/*
 * Alerts on visitors' phones (docs/alerts.md): the only file of this feature other features may import.
 * A device turns alerts on or off here, and the dashboard sends a published notice as an alert.
 */

/** The alerts shown in the dashboard: the most recent, as many as the notifications list shows. */
const ALERTS_LISTED = 200;

export interface SubscribeContext {
  /** The keyed hash of the visitor's network (address-key.ts). */
  addressKey: string;
  now: string;
  limits: { perAddress: number; total: number };
  /** Whether the endpoint is a push service the server will post to (push-services.ts). */
  endpointAllowed: (endpoint: string) => boolean;
}

/**
 * Records a device's subscription. A device that subscribes again keeps its one row; a new device is
 * refused when its network has `perAddress` devices already, or the site `total`, so a hostile visitor
 * cannot grow the table without bound.
 */
export async function subscribe(db: Db, input: PushSubscriptionInput, context: SubscribeContext) {
  if (!context.endpointAllowed(input.endpoint)) {
    throw new BadRequestError(alertMessages.unknownPushService, 'endpoint');
  }
  const existing = await subscriptions.findSubscription(db, input.endpoint);
  if (!existing) {
    if ((await subscriptions.countSubscriptions(db, context.addressKey)) >= context.limits.perAddress) {
      throw new TooManyRequestsError(alertMessages.tooManyFromAddress, 3600);
    }
    if ((await subscriptions.countSubscriptions(db)) >= context.limits.total) {
      throw new ServiceUnavailableError(alertMessages.full, 3600);
    }
  }
  await subscriptions.saveSubscription(db, {
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    language: input.language ?? DEFAULT_LANGUAGE,
    addressKey: existing?.address_key ?? context.addressKey,
    now: context.now,
  });
}

/** Turns a device's alerts off (nothing happens for an endpoint that has none). */
export async function unsubscribe(db: Db, endpoint: string): Promise<void> {
  await subscriptions.deleteSubscription(db, { endpoint });
}

/**
 * Sends a published notification to every device with alerts on now (the job queue does the sending): returns
 * how many devices that is. A notification is sent as an alert once.
 */
export async function sendAlert(db: Db, notificationId: number, now: string): Promise<number> {
  const notice = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', notificationId)
    .executeTakeFirst();
  if (!notice) throw new NotFoundError(alertMessages.notificationNotFound);
  const devices = await alerts.createAlert(db, notificationId, now);
  if (devices === undefined) throw new ConflictError(alertMessages.alreadySent);
  return devices;
}

/** Devices with alerts on now, and what each recent alert reached. */
export async function pushStatus(db: Db): Promise<PushStatus> {
  const [devices, rows] = await Promise.all([
    subscriptions.countSubscriptions(db),
    alerts.listAlerts(db, ALERTS_LISTED),
  ]);
  return { devices, alerts: rows.map((row) => ({ ...row, pending: Number(row.pending ?? 0) })) };
}
