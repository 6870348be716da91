import type { ColumnType, Generated } from 'kysely';

/* The tables of alerts on visitors' phones (Web Push, docs/alerts.md), part of schema.ts's Database. */

/** A device that turned alerts on: where its push service takes messages for it, and the keys they use. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  /** The push service's address for this device (https, one of the known push services). */
  endpoint: string;
  /** The device's P-256 public key, base64url (65 bytes). */
  p256dh: string;
  /** The device's authentication secret, base64url (16 bytes). */
  auth: string;
  /** The language of the page alerts were turned on from: the alert's words are in it. */
  language: ColumnType<string, string | undefined, string>;
  /** A keyed hash of the network the device subscribed from (the per-address cap); never the address. */
  address_key: string;
  created_at: string;
  updated_at: string;
}

/** A notification sent as an alert, with what came of it so far. */
export interface PushAlertsTable {
  notification_id: number;
  /** The devices that had alerts on when it was published: each gets one try (and retries). */
  devices: number;
  reached: ColumnType<number, number | undefined, number>;
  /** Devices whose push service said they are gone (404/410): their subscriptions were removed. */
  gone: ColumnType<number, number | undefined, number>;
  /** Devices given up after the retries, or refused by their push service. */
  failed: ColumnType<number, number | undefined, number>;
  queued_at: string;
  finished_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A device an alert has still to reach; deleted once it answered, was gone, or was given up. */
export interface PushDeliveriesTable {
  notification_id: number;
  subscription_id: number;
  attempts: ColumnType<number, number | undefined, number>;
  next_try_at: string;
}
