import fs from 'node:fs';
import type { Config } from '#server/config';
import { createDb, migrateToLatest } from '#server/db/database';
import { loadDataKey } from '#server/db/sealed-values';
import { BackupError } from '#server/features/backup/backup-cipher';
import { isEmptyInstall } from '#server/features/backup/empty-install';
import { restoreBackup } from '#server/features/backup/restore-backup';
import { createStorage } from '#server/storage/create-storage';

export const restoreTexts = {
  noFile: (file: string) => `There is no file ${file}.`,
  replaces:
    'This replaces everything of this site (its database and its stored files) with the backup: what was made here since is gone.',
  confirm: 'Type "replace" to go on: ',
  stopped: 'Nothing was changed.',
  done: (madeAt: string, rows: number, files: number) =>
    `Restored the backup made ${madeAt}: ${rows} records and ${files} files. Start the site (or restart it) and sign in with an account of the backup.`,
};

export interface RestoreIo {
  print(line: string): void;
  /** The passphrase: BACKUP_PASSPHRASE, or asked on the terminal. */
  passphrase(): Promise<string>;
  /** Asks before replacing a site that holds something; undefined when nobody can be asked (a script). */
  confirm?(question: string): Promise<string>;
}

/**
 * `npm run admin -- restore FILE` (docs/backup.md): the site of this configuration (DATA_DIR or
 * DATABASE_URL, and its files or bucket) replaced by the backup. Answers the exit code.
 */
export async function restoreFromFile(config: Config, file: string, io: RestoreIo): Promise<number> {
  if (!fs.existsSync(file)) {
    io.print(restoreTexts.noFile(file));
    return 1;
  }
  const { db } = createDb(config);
  const storage = await createStorage(config);
  try {
    await storage.check();
    await migrateToLatest(db);
    if (!(await isEmptyInstall(db))) {
      io.print(restoreTexts.replaces);
      if (io.confirm && (await io.confirm(restoreTexts.confirm)).trim().toLowerCase() !== 'replace') {
        io.print(restoreTexts.stopped);
        return 1;
      }
    }
    const target = { db, storage, dataKey: loadDataKey(config), now: () => new Date() };
    const summary = await restoreBackup(target, file, await io.passphrase());
    io.print(restoreTexts.done(summary.madeAt, summary.rows, summary.files));
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    io.print(error.message);
    io.print(restoreTexts.stopped);
    return 1;
  } finally {
    storage.close();
    await db.destroy();
  }
}
