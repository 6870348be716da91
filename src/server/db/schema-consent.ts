import type { Generated } from 'kysely';

/* The tables of consent (docs/privacy.md), part of schema.ts's Database. */

/** One agreement to the privacy notice, or one withdrawal: never changed once written. */
export interface ConsentRecordsTable {
  id: Generated<number>;
  /** Lower-cased; null when the form was sent without an address (a contact message with a mobile only). */
  email: string | null;
  purpose: 'subscription' | 'contact' | 'volunteer' | 'donation';
  action: 'given' | 'withdrawn';
  /** The version of the Privacy page the person was shown (null: no Privacy page was published). */
  notice_version: string | null;
  /** The exact words agreed to, or what the withdrawal said. */
  wording: string;
  /** The page's path the form was on, or 'mail' for a link in a mail. */
  source: string;
  ip_address: string | null;
  /** The record the consent belongs to, as `table:id` ('contact_messages:12'), or null. */
  record_ref: string | null;
  at: string;
}

/** Addresses that asked to hear nothing more; only what the law requires is still sent to them. */
export interface StoppedAddressesTable {
  email: string;
  stopped_at: string;
}
