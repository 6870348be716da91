import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/database';
import { NotFoundError } from '#server/errors';
import { backTo } from '#server/plugins/form-posts';
import {
  PRIVACY_PAGE_SLUG,
  consentPurposes,
  type ConsentPurpose,
  type ConsentSummary,
} from '#shared/privacy/consent';
import { getSingle } from '../content/content.service.ts';
import { getVisiblePage } from '../content/pages.service.ts';
import * as repo from './consent.repository.ts';

/**
 * Consent to the privacy notice (docs/privacy.md): the one entry other features call. Every public form
 * records an agreement in the same transaction as what it stores; unsubscribing and "stop contacting me"
 * record withdrawals the same way. The data requests and the retention job read the table directly.
 */

/** Where a submission came from: the notice's version its form showed, its page, its client's address. */
export interface ConsentContext {
  noticeVersion?: string | undefined;
  source: string;
  ip: string | null;
}

/** The context of a public form's request: the version it sent, the page it was on (its Referer). */
export function consentContext(request: FastifyRequest, noticeVersion?: string): ConsentContext {
  return {
    noticeVersion: noticeVersion || undefined,
    source: backTo(request.headers.referer),
    ip: request.ip,
  };
}

export interface CurrentNotice {
  /** The Privacy page's publish time; null while none is published. */
  version: string | null;
  /** The short notice every form shows. */
  wording: string;
}

/** The notice the forms show now: the same version the public pages are rendered with. */
export async function currentNotice(db: Db, now = new Date()): Promise<CurrentNotice> {
  const [site, version] = await Promise.all([
    getSingle(db, 'site'),
    getVisiblePage(db, PRIVACY_PAGE_SLUG, now).then(
      (page) => page.publishedAt,
      (error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      },
    ),
  ]);
  return { version, wording: site.formNotice };
}

const normalised = (email: string | null | undefined) => email?.trim().toLowerCase() || null;

/**
 * Records that a person agreed to the notice with a form: call it with the transaction that stores the
 * form. The version is the one the form showed (the current one when it sent none). Giving consent again
 * lifts an earlier "stop contacting me" of the address.
 */
export async function recordConsent(
  executor: Db,
  consent: {
    email: string | null | undefined;
    purpose: ConsentPurpose;
    context: ConsentContext;
    /** The stored record, as `table:id`. */
    recordRef: string | null;
    now?: Date;
  },
): Promise<void> {
  const now = consent.now ?? new Date();
  const notice = await currentNotice(executor, now);
  const email = normalised(consent.email);
  await repo.insertRecords(executor, [
    {
      email,
      purpose: consent.purpose,
      action: 'given',
      notice_version: consent.context.noticeVersion ?? notice.version,
      wording: notice.wording,
      source: consent.context.source,
      ip_address: consent.context.ip,
      record_ref: consent.recordRef,
      at: now.toISOString(),
    },
  ]);
  if (email) await repo.removeStopped(executor, email);
}

export interface Withdrawal {
  email: string;
  /** The purposes withdrawn: unsubscribing withdraws 'subscription', "stop contacting me" every one. */
  purposes: readonly ConsentPurpose[];
  wording: string;
  /** The page's path, or 'mail' for a link in a mail. */
  source: string;
  ip: string | null;
  now?: Date;
}

/** Records a withdrawal; call it with the transaction that acts on it (the unsubscribe). */
export async function withdrawConsent(executor: Db, withdrawal: Withdrawal): Promise<void> {
  const at = (withdrawal.now ?? new Date()).toISOString();
  const email = normalised(withdrawal.email);
  await repo.insertRecords(
    executor,
    withdrawal.purposes.map((purpose) => ({
      email,
      purpose,
      action: 'withdrawn' as const,
      notice_version: null,
      wording: withdrawal.wording,
      source: withdrawal.source,
      ip_address: withdrawal.ip,
      record_ref: null,
      at,
    })),
  );
}

/**
 * "Stop contacting me": every consent of the address withdrawn, and the address put on the list the mail
 * of the site is checked against (only what the law requires still goes to it).
 */
export async function stopContacting(executor: Db, withdrawal: Omit<Withdrawal, 'purposes'>): Promise<void> {
  await withdrawConsent(executor, { ...withdrawal, purposes: consentPurposes });
  await repo.addStopped(
    executor,
    withdrawal.email.trim().toLowerCase(),
    (withdrawal.now ?? new Date()).toISOString(),
  );
}

/** Whether the address asked us to stop contacting it. */
export const isStopped = (db: Db, email: string) => repo.isStopped(db, email.trim().toLowerCase());

/** Every agreement and withdrawal of an address, oldest first (a person's data request shows them). */
export const consentOf = (db: Db, email: string) => repo.listByEmail(db, email.trim().toLowerCase());

const CHUNK = 500;

/**
 * What the dashboard shows beside each record (`table:id`): when consent was given, with which notice,
 * and when it was withdrawn since (a withdrawal of the same purpose by the same address, later).
 */
export async function consentOfRecords(db: Db, refs: string[]): Promise<Map<string, ConsentSummary>> {
  const given: repo.ConsentRow[] = [];
  for (let start = 0; start < refs.length; start += CHUNK) {
    given.push(...(await repo.givenFor(db, refs.slice(start, start + CHUNK))));
  }
  const emails = [...new Set(given.flatMap((row) => (row.email ? [row.email] : [])))];
  const withdrawals: repo.ConsentRow[] = [];
  for (let start = 0; start < emails.length; start += CHUNK) {
    withdrawals.push(...(await repo.withdrawalsOf(db, emails.slice(start, start + CHUNK))));
  }
  const summaries = new Map<string, ConsentSummary>();
  for (const row of given) {
    const withdrawn = withdrawals.find(
      (later) => later.email === row.email && later.purpose === row.purpose && later.at >= row.at,
    );
    summaries.set(row.record_ref!, {
      givenAt: row.at,
      noticeVersion: row.notice_version,
      withdrawnAt: withdrawn?.at ?? null,
    });
  }
  return summaries;
}

/** The record reference the consent of a stored row is filed under. */
export const recordRef = (table: string, id: number) => `${table}:${id}`;

export { stopLinksOf, type StopLinks } from './stop-links.ts';
