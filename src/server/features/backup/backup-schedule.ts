import {
  BACKUPS_KEPT,
  backupFrequencies,
  backupTexts,
  type BackupFrequency,
  type BackupSchedule,
} from '#shared/api/backup';
import type { Db } from '#server/db/database';
import { decrypt, encrypt } from '#server/db/sealed-values';
import { BadRequestError } from '#server/errors';

/**
 * The schedule of backups, in the settings table: how often and how many are kept (JSON under
 * `backup-schedule`), and the passphrase they are locked with, sealed with the data key, under
 * `backup-passphrase` (a sealed column of sealed-columns.ts).
 */
const SCHEDULE_KEY = 'backup-schedule';
const PASSPHRASE_KEY = 'backup-passphrase';

interface StoredSchedule {
  frequency: BackupFrequency;
  keep: number;
}

const defaults: StoredSchedule = { frequency: 'off', keep: BACKUPS_KEPT.default };

async function readSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

function parseSchedule(text: string | undefined): StoredSchedule {
  try {
    const stored = JSON.parse(text ?? '{}') as Partial<StoredSchedule>;
    const frequency = backupFrequencies.includes(stored.frequency!) ? stored.frequency! : defaults.frequency;
    const keep = Number.isInteger(stored.keep) ? stored.keep! : defaults.keep;
    return { frequency, keep: Math.min(BACKUPS_KEPT.max, Math.max(BACKUPS_KEPT.min, keep)) };
  } catch {
    return { ...defaults };
  }
}

export async function getSchedule(db: Db): Promise<BackupSchedule> {
  const [schedule, passphrase] = await Promise.all([
    readSetting(db, SCHEDULE_KEY),
    readSetting(db, PASSPHRASE_KEY),
  ]);
  return { ...parseSchedule(schedule), hasPassphrase: Boolean(passphrase) };
}

/** The passphrase of scheduled backups, or undefined when none is saved (or it cannot be opened). */
export async function schedulePassphrase(db: Db, dataKey: Buffer): Promise<string | undefined> {
  const sealed = await readSetting(db, PASSPHRASE_KEY);
  if (!sealed) return undefined;
  try {
    return decrypt(dataKey, sealed);
  } catch {
    return undefined;
  }
}

/** Saves the schedule; a schedule that is on needs a passphrase, sent now or saved before. */
export async function saveSchedule(
  db: Db,
  dataKey: Buffer,
  input: { frequency: BackupFrequency; keep: number; passphrase?: string | undefined },
): Promise<BackupSchedule> {
  return db.transaction().execute(async (trx) => {
    const saved = await readSetting(trx, PASSPHRASE_KEY);
    if (input.frequency !== 'off' && !input.passphrase && !saved) {
      throw new BadRequestError(backupTexts.passphraseNeeded, 'passphrase');
    }
    await writeSetting(trx, SCHEDULE_KEY, JSON.stringify({ frequency: input.frequency, keep: input.keep }));
    if (input.passphrase) await writeSetting(trx, PASSPHRASE_KEY, encrypt(dataKey, input.passphrase));
    return getSchedule(trx);
  });
}
