import type { Db } from '#server/db/database';
import { BadRequestError } from '#server/errors';
import type { Subscription } from '#shared/api/subscriptions';
import { messages } from '#shared/messages';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/i18n/languages';
import { isOffered } from './audiences.service.ts';
import {
  consentOfRecords,
  recordConsent,
  recordRef,
  type ConsentContext,
} from '../consent/consent.service.ts';
import * as repo from './subscriptions.repository.ts';

/** At most one mail asking an unsubscribed address to come back, per address, in this time. */
export const RESUBSCRIBE_MAIL_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** How long the link in that mail works. */
export const RESUBSCRIBE_LINK_VALID_MS = 7 * 24 * 60 * 60 * 1000;

export async function listSubscriptions(db: Db): Promise<Subscription[]> {
  const rows = (await repo.listSubscriptions(db)) as Subscription[];
  const consents = await consentOfRecords(
    db,
    rows.map((row) => recordRef('subscriptions', row.id)),
  );
  return rows.map((row) => ({ ...row, consent: consents.get(recordRef('subscriptions', row.id)) ?? null }));
}

/**
 * The mail a subscription request calls for: the double opt-in link, or the link that brings back an
 * address that unsubscribed (bound to the time of the request). Sent after the answer has gone.
 */
export type ConfirmationMail = { language: Language } & (
  { kind: 'confirm'; id: number } | { kind: 'resubscribe'; id: number; requestedAt: string }
);

/**
 * The answer to every accepted request: it depends on the configuration only, never on whether the address
 * was new, already on the list, pending or unsubscribed, so nobody learns who is subscribed.
 */
/**
 * Called when a request calls for a mail (the double opt-in link, or the link back for an address that
 * unsubscribed). It must not wait for the mail: the answer goes out first, so neither its content nor its
 * timing tells whether a mail was sent.
 */
export type OnSubscribed = (mail: ConfirmationMail & { email: string }) => void;

export function subscribeAnswer(options: { doubleOptIn: boolean }) {
  return options.doubleOptIn
    ? { message: messages.subscriptions.checkInbox, pendingConfirmation: true }
    : { message: messages.subscriptions.success, pendingConfirmation: false };
}

/** A subscription request: the address, its audience and the language of the page it was sent from. */
export interface SubscribeInput {
  email: string;
  role: string;
  /** English when absent. */
  language?: Language | undefined;
}

/** The language mail reaches a subscriber in: the stored one, English for anything else. */
export function subscriberLanguage(subscription: { language?: string | null } | undefined): Language {
  const language = subscription?.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Handles a subscription request and returns the mail it calls for, if any. The role must be the key of an
 * audience the subscribe form offers.
 * - new address: stored, active at once, or pending with a confirmation mail under double opt-in;
 * - active address: nothing changes, not even the role, and no mail;
 * - pending address: a new confirmation link (the first mail may have been lost); with double opt-in off
 *   it becomes active as a new address would;
 * - unsubscribed address: stays unsubscribed. The request is recorded and a link to come back is mailed,
 *   at most once per RESUBSCRIBE_MAIL_INTERVAL_MS, so re-submitting the address cannot flood its inbox.
 *   Only following that link undoes the unsubscribe.
 */
export async function subscribe(
  db: Db,
  input: SubscribeInput,
  options: { doubleOptIn: boolean },
  context: ConsentContext,
  now = new Date(),
): Promise<ConfirmationMail | null> {
  // Only an audience the form offers; an unknown or withdrawn one gets the form's own message.
  if (!(await isOffered(db, input.role))) {
    throw new BadRequestError(messages.subscriptions.invalidInput, 'role');
  }
  // The request and the consent to the notice it was sent with: both stored, or neither.
  return db.transaction().execute(async (trx) => {
    const { mail, id } = await storeRequest(trx, input, options, now);
    await recordConsent(trx, {
      email: input.email,
      purpose: 'subscription',
      context,
      recordRef: id === null ? null : recordRef('subscriptions', id),
      now,
    });
    return mail;
  });
}

async function storeRequest(
  db: Db,
  input: SubscribeInput,
  options: { doubleOptIn: boolean },
  now: Date,
): Promise<{ mail: ConfirmationMail | null; id: number | null }> {
  const at = now.toISOString();
  const language = input.language ?? DEFAULT_LANGUAGE;
  const existing = await repo.findByEmail(db, input.email);
  if (!existing) {
    const status = options.doubleOptIn ? 'pending' : 'active';
    const inserted = await repo.insertSubscription(db, {
      email: input.email,
      role: input.role,
      language,
      status,
      now: at,
    });
    // Not inserted: the same address was stored a moment ago by another request, which sends any mail due.
    if (!inserted) return { mail: null, id: (await repo.findByEmail(db, input.email))?.id ?? null };
    const mail = status === 'pending' ? { kind: 'confirm' as const, id: inserted.id, language } : null;
    return { mail, id: inserted.id };
  }
  return { mail: await storeForExisting(db, existing, input, options, now), id: existing.id };
}

async function storeForExisting(
  db: Db,
  existing: NonNullable<Awaited<ReturnType<typeof repo.findByEmail>>>,
  input: SubscribeInput,
  options: { doubleOptIn: boolean },
  now: Date,
): Promise<ConfirmationMail | null> {
  const at = now.toISOString();
  const language = input.language ?? DEFAULT_LANGUAGE;
  if (existing.status === 'pending') {
    if (!options.doubleOptIn) {
      await repo.activatePending(db, existing.id, { role: input.role, language, now: at });
      return null;
    }
    await repo.renewPending(db, existing.id, { role: input.role, language, now: at });
    return { kind: 'confirm', id: existing.id, language };
  }
  if (existing.status === 'unsubscribed') {
    const notBefore = new Date(now.getTime() - RESUBSCRIBE_MAIL_INTERVAL_MS).toISOString();
    const requestedAt = after(existing.unsubscribed_at, at);
    const recorded = await repo.recordResubscribeRequest(db, existing.id, {
      role: input.role,
      language,
      now: requestedAt,
      notBefore,
    });
    // The mail is in the language of the request; following its link makes it the subscriber's language.
    return recorded ? { kind: 'resubscribe', id: existing.id, requestedAt, language } : null;
  }
  return null;
}

/**
 * `at`, or one millisecond after `earlier` when both fall in the same millisecond: a request read the
 * address as already unsubscribed, so it came after that unsubscribe, and must be recorded as later for the
 * rule "a request at or before the latest unsubscribe does not count".
 */
function after(earlier: string | null, at: string): string {
  if (earlier === null || at > earlier) return at;
  return new Date(Date.parse(earlier) + 1).toISOString();
}

export type ResubscribeState =
  'can-reactivate' | 'already-active' | 'unsubscribed-since' | 'expired' | 'invalid';

/**
 * What following the link mailed to an unsubscribed address may do (its token already verified against
 * `requestedAt`, the subscription's recorded request): bring it back when the request is newer than the
 * last unsubscribe and the link is not older than RESUBSCRIBE_LINK_VALID_MS.
 */
export function resubscribeState(
  subscription: { status: string; unsubscribed_at: string | null },
  requestedAt: string,
  now: Date,
): ResubscribeState {
  if (subscription.status === 'active') return 'already-active';
  if (subscription.status !== 'unsubscribed') return 'invalid';
  // A link asked for before the latest unsubscribe does not undo it.
  if (subscription.unsubscribed_at !== null && requestedAt <= subscription.unsubscribed_at) {
    return 'unsubscribed-since';
  }
  if (now.getTime() - Date.parse(requestedAt) > RESUBSCRIBE_LINK_VALID_MS) return 'expired';
  return 'can-reactivate';
}

/** Brings the address back (atomically) when its state allows; the state it ends in. */
export async function confirmResubscribe(
  db: Db,
  subscription: { id: number; status: string; unsubscribed_at: string | null },
  requestedAt: string,
  now = new Date(),
): Promise<Exclude<ResubscribeState, 'can-reactivate'>> {
  const state = resubscribeState(subscription, requestedAt, now);
  if (state !== 'can-reactivate') return state;
  if (await repo.reactivate(db, subscription.id, { requestedAt, now: now.toISOString() })) {
    return 'already-active';
  }
  // Another click of the same link got there first, or the address changed meanwhile.
  const current = await repo.findById(db, subscription.id);
  return current?.status === 'active' ? 'already-active' : 'invalid';
}

/** What the mail feature's links read and write about one subscriber; other features use these, never the repository. */
export const findSubscription = (db: Db, id: number) => repo.findById(db, id);
export const confirmSubscription = (db: Db, id: number, now: string) => repo.markConfirmed(db, id, now);
export const markUnsubscribed = (db: Db, id: number, now: string) => repo.markUnsubscribed(db, id, now);
/** A "subscribe again" mail that could not be sent: the owner may ask again at once. */
export const forgetResubscribeRequest = (db: Db, id: number, requestedAt: string) =>
  repo.releaseResubscribeRequest(db, id, requestedAt);
export const findSubscriptionByEmail = (db: Db, email: string) => repo.findByEmail(db, email);
