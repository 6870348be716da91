import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database';
import type { FileStorage } from '#server/storage/storage';
import { recordAudit } from '#server/features/audit/audit.service';
import { dayInIndia, startOfDayInIndia } from '#shared/india-time';
import { financialYearStart } from '#shared/giving/financial-year';
import { DONATION_RECORDS_KEPT_YEARS, retentionKinds, retentionRules } from '#shared/privacy/retention';
import {
  DONATION_RECORDS,
  type ErasedCounts,
  type ErasedKind,
  type RetentionPeriods,
} from '#shared/api/retention';
import { erasers, type Cutoff } from './retention.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Records erased per statement: small enough never to hold a large table for long. */
export const BATCH_SIZE = 500;
/** The clean-up runs once a day at this India time, when the site is quietest. */
const RUN_AT = 'T02:30:00+05:30';

/** Who the Activity panel names as the author of a run's entry. */
export const CLEAN_UP_ACTOR = 'The daily clean-up';

export const erasedKinds: ErasedKind[] = [...retentionKinds, DONATION_RECORDS];

export const runTimeOfDay = (day: string) => new Date(`${day}${RUN_AT}`);

/** The day after an India day (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Donation records are kept for ten years from the end of the assessment year that follows their financial
 * year (Income-tax Rules, rule 17AA(4); docs/retention.md): the records of a financial year go on the
 * 1 April eleven years after that year ended.
 */
export function donationRecordsCutoffDay(at: Date): string {
  return `${financialYearStart(at) - DONATION_RECORDS_KEPT_YEARS - 1}-04-01`;
}

/** Where each rule stops at `at`: a record older than its period is erased; one made exactly then stays. */
export function cutoffs(periods: RetentionPeriods, at: Date): Record<ErasedKind, Cutoff> {
  const entries = retentionKinds.map((kind) => {
    const before = new Date(at.getTime() - periods[kind] * DAY_MS);
    return [kind, { before: before.toISOString(), beforeDay: dayInIndia(before) }] as const;
  });
  const day = donationRecordsCutoffDay(at);
  return {
    ...Object.fromEntries(entries),
    [DONATION_RECORDS]: { before: startOfDayInIndia(day).toISOString(), beforeDay: day },
  } as Record<ErasedKind, Cutoff>;
}

/** How many records of each kind a run at `at` would erase with these periods. */
export async function countDue(db: Db, periods: RetentionPeriods, at: Date): Promise<ErasedCounts> {
  const limits = cutoffs(periods, at);
  const counts = await Promise.all(erasedKinds.map((kind) => erasers[kind].count(db, limits[kind])));
  return Object.fromEntries(erasedKinds.map((kind, index) => [kind, counts[index]!])) as ErasedCounts;
}

/** Erases every record past its period at `at`, kind by kind and batch by batch, files after their rows. */
export async function eraseExpired(
  db: Db,
  storage: FileStorage,
  log: FastifyBaseLogger,
  periods: RetentionPeriods,
  at: Date,
): Promise<ErasedCounts> {
  const limits = cutoffs(periods, at);
  const erased = Object.fromEntries(erasedKinds.map((kind) => [kind, 0])) as ErasedCounts;
  for (const kind of erasedKinds) {
    for (;;) {
      const batch = await erasers[kind].eraseBatch(db, limits[kind], BATCH_SIZE);
      erased[kind] += batch.erased;
      if (batch.files.length > 0)
        await storage.delete(batch.files).catch((error: unknown) => {
          // The rows are gone, so nothing points at the files any more; they are only disk space now.
          log.error({ err: error, kind }, 'files of erased records could not be deleted');
        });
      if (batch.erased < BATCH_SIZE) break;
    }
  }
  return erased;
}

/** "Contact messages: 3; Pledges never paid: 1": the kinds that had records erased, in plain words. */
export function describeErased(erased: ErasedCounts): string {
  return erasedKinds
    .filter((kind) => erased[kind] > 0)
    .map((kind) => `${labelOf(kind)}: ${erased[kind]}`)
    .join('; ');
}

export const labelOf = (kind: ErasedKind) =>
  kind === DONATION_RECORDS
    ? `Donation records over ${DONATION_RECORDS_KEPT_YEARS} years old`
    : retentionRules[kind].label;

/** One entry in the Activity panel for a run that erased something; none when nothing went. */
export async function reportRun(db: Db, log: FastifyBaseLogger, erased: ErasedCounts, at: Date) {
  const total = erasedKinds.reduce((sum, kind) => sum + erased[kind], 0);
  if (total === 0) return;
  await recordAudit(db, log, {
    at: at.toISOString(),
    actorId: null,
    actorEmail: CLEAN_UP_ACTOR,
    ip: null,
    area: 'Keeping personal data',
    action: `Erased ${total} ${total === 1 ? 'record' : 'records'} kept past their period`,
    target: null,
    before: null,
    after: describeErased(erased),
  });
}
