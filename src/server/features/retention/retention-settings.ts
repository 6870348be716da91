import type { Db } from '#server/db/database';
import { getSecuritySettings, saveSecuritySettings } from '#server/features/audit/audit.service';
import { retentionKinds, retentionRules } from '#shared/privacy/retention';
import {
  erasedCountsSchema,
  retentionPeriodsSchema,
  type ErasedCounts,
  type RetentionChange,
  type RetentionPeriods,
} from '#shared/api/retention';

const PERIODS_KEY = 'retention';
const LAST_RUN_KEY = 'retention-last-run';

const defaults = Object.fromEntries(
  retentionKinds.map((kind) => [kind, retentionRules[kind].defaultDays]),
) as RetentionPeriods;

async function readSetting(db: Db, key: string): Promise<unknown> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.value);
  } catch {
    return undefined;
  }
}

async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  const text = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: text })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: text }))
    .execute();
}

/**
 * The days each kind is kept: as saved, each one unset or unreadable taking its default. The activity log's
 * period is the security settings' own (one value, shown in both panels).
 */
export async function getRetentionPeriods(db: Db): Promise<RetentionPeriods> {
  const stored = await readSetting(db, PERIODS_KEY);
  const periods = { ...defaults };
  if (stored && typeof stored === 'object') {
    const parsed = retentionPeriodsSchema.partial().safeParse(stored);
    if (parsed.success) Object.assign(periods, parsed.data);
    else
      for (const kind of retentionKinds) {
        const one = retentionPeriodsSchema.shape[kind].safeParse((stored as Record<string, unknown>)[kind]);
        if (one.success) periods[kind] = one.data;
      }
  }
  periods['activity-log'] = (await getSecuritySettings(db)).activityKeptDays;
  return periods;
}

/** Saves the periods sent (already checked); the others keep theirs. */
export async function saveRetentionPeriods(db: Db, change: RetentionChange): Promise<RetentionPeriods> {
  await db.transaction().execute(async (trx) => {
    const { 'activity-log': activityKeptDays, ...others } = change;
    if (activityKeptDays !== undefined) await saveSecuritySettings(trx, { activityKeptDays });
    const current = await getRetentionPeriods(trx);
    const { 'activity-log': _kept, ...rest } = { ...current, ...others };
    await writeSetting(trx, PERIODS_KEY, rest);
  });
  return getRetentionPeriods(db);
}

/** The last day's run: its India day, when it ended and what it erased. */
export interface LastRun {
  day: string;
  at: string;
  erased: ErasedCounts;
}

export async function getLastRun(db: Db): Promise<LastRun | null> {
  const stored = (await readSetting(db, LAST_RUN_KEY)) as Partial<LastRun> | undefined;
  const erased = erasedCountsSchema.safeParse(stored?.erased);
  if (typeof stored?.day !== 'string' || typeof stored.at !== 'string' || !erased.success) return null;
  return { day: stored.day, at: stored.at, erased: erased.data };
}

export const saveLastRun = (db: Db, run: LastRun) => writeSetting(db, LAST_RUN_KEY, run);
