import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { StoredBackup } from '#shared/api/backup';
import { INDIA_OFFSET_MS } from '#shared/india-time';
import { withWorkDir } from '#server/storage/work-dir';
import { writeBackup, type BackupSource } from './write-backup.ts';

/**
 * Backups kept in the storage's private `backups/` folder (never served to visitors): those the schedule
 * makes, and those an owner makes to download, kept a day. The name says when and how each was made:
 * `gurukul-backup-2026-11-28-0205-scheduled-3fa9c1.backup` (India time).
 */
const NAME =
  /^gurukul-backup-(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})(\d{2})-(scheduled|manual)-[0-9a-f]{6}\.backup$/;
/** How long a backup made to download stays in the storage. */
export const MANUAL_KEPT_MS = 24 * 60 * 60 * 1000;

export type BackupKind = StoredBackup['kind'];

export function backupName(kind: BackupKind, at: Date): string {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS).toISOString();
  const stamp = `${india.slice(0, 10)}-${india.slice(11, 13)}${india.slice(14, 16)}${india.slice(17, 19)}`;
  return `gurukul-backup-${stamp}-${kind}-${randomBytes(3).toString('hex')}.backup`;
}

export const isBackupName = (name: string) => NAME.test(name);

/** When a backup was made, to the second, as its name says. */
function madeAtOf(name: string): string | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [, day, hours, minutes, seconds] = match;
  return new Date(Date.parse(`${day}T${hours}:${minutes}:${seconds}Z`) - INDIA_OFFSET_MS).toISOString();
}
const keyOf = (name: string) => `backups/${name}`;

/** Makes a backup and keeps it in the storage; answers it as the panel lists it. */
export async function storeBackup(
  source: BackupSource & { dataDir: string },
  passphrase: string,
  kind: BackupKind,
): Promise<StoredBackup> {
  return withWorkDir(source.dataDir, async (dir) => {
    const name = backupName(kind, source.now());
    const file = path.join(dir, name);
    await writeBackup(source, passphrase, file);
    const { size } = await fsp.stat(file);
    await source.storage.put(keyOf(name), { file }, { contentType: 'application/octet-stream' });
    return { name, size, madeAt: madeAtOf(name)!, kind };
  });
}

/** The stored backups, newest first. */
export async function listBackups(source: Pick<BackupSource, 'storage'>): Promise<StoredBackup[]> {
  const listed = await source.storage.list('backups');
  return listed
    .map(({ key, size }) => {
      const name = key.slice('backups/'.length);
      const madeAt = madeAtOf(name);
      if (!madeAt) return undefined;
      return { name, size, madeAt, kind: NAME.exec(name)![5] as BackupKind };
    })
    .filter((backup) => backup !== undefined)
    .sort((a, b) => (a.name < b.name ? 1 : -1));
}

/**
 * Removes the scheduled backups beyond the newest `keep`, and backups made to download once a day old.
 * Answers the names removed.
 */
export async function pruneBackups(
  source: Pick<BackupSource, 'storage'>,
  keep: number,
  now: Date,
): Promise<string[]> {
  const backups = await listBackups(source);
  const scheduled = backups.filter((backup) => backup.kind === 'scheduled').slice(keep);
  const manual = backups.filter(
    (backup) => backup.kind === 'manual' && now.getTime() - Date.parse(backup.madeAt) > MANUAL_KEPT_MS,
  );
  const gone = [...scheduled, ...manual].map((backup) => backup.name);
  if (gone.length > 0) await source.storage.delete(gone.map(keyOf));
  return gone;
}

export function readStoredBackup(source: Pick<BackupSource, 'storage'>, name: string) {
  return source.storage.read(keyOf(name));
}
