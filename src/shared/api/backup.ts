import { z } from 'zod';

/** Backup and restore (docs/backup.md): the owner's panel under Staff and security. */
export const backupPaths = {
  /** GET the panel's state; POST makes a backup now (kept for a day to download). */
  backups: '/api/backups',
  schedule: '/api/backups/schedule',
  /** A stored backup's file, as an attachment. */
  file: (name: string) => `/api/backups/files/${encodeURIComponent(name)}`,
  fileRoute: '/api/backups/files/:name',
  /** POST, multipart: `passphrase` then `file`; only on an empty install. */
  restore: '/api/backups/restore',
} as const;

export const PASSPHRASE_MIN_LENGTH = 12;
export const backupFrequencies = ['off', 'daily', 'weekly'] as const;
export type BackupFrequency = (typeof backupFrequencies)[number];
export const BACKUPS_KEPT = { default: 7, min: 1, max: 60 } as const;

/** The words of the refusals, in one place: the server sends them, the panel shows them. */
export const backupTexts = {
  passphraseShort: `The passphrase must be at least ${PASSPHRASE_MIN_LENGTH} characters.`,
  passphraseNeeded: 'Type the passphrase that scheduled backups will be locked with.',
  keptRange: `Keep at least ${BACKUPS_KEPT.min} and at most ${BACKUPS_KEPT.max} backups.`,
  frequencyUnknown: 'Choose off, daily or weekly.',
  notABackup: 'This file is not a backup of this site.',
  wrongPassphrase:
    'The passphrase does not open this backup. Type the passphrase it was made with (letters are case-sensitive).',
  damaged: 'This backup was changed or damaged after it was made, so it cannot be restored.',
  truncated: 'This backup is incomplete: the file ends early (perhaps the download did not finish).',
  newerSchema:
    'This backup was made by a newer version of the site. Update this site to the newest version, then restore it.',
  otherVersion: 'This backup was made by a different version of the site, which this one cannot read.',
  notEmpty:
    'This site already holds pages, media, subscribers, donations or staff of its own, so a backup cannot be uploaded over them. Restore with the command line instead (docs/backup.md).',
  noFile: 'Choose the backup file to restore.',
  backupMissing: 'There is no such backup.',
} as const;

const passphrase = z
  .string({ error: backupTexts.passphraseShort })
  .min(PASSPHRASE_MIN_LENGTH, { error: backupTexts.passphraseShort })
  .max(1024, { error: backupTexts.passphraseShort });

/** POST /api/backups. */
export const backupRequestSchema = z.object({ passphrase });

export const storedBackupSchema = z.object({
  name: z.string(),
  size: z.number(),
  madeAt: z.string(),
  /** Made by the schedule, or by an owner's "Make a backup now" (kept a day). */
  kind: z.enum(['scheduled', 'manual']),
});
export type StoredBackup = z.infer<typeof storedBackupSchema>;

export const backupScheduleSchema = z.object({
  frequency: z.enum(backupFrequencies),
  keep: z.number().int(),
  /** Whether a passphrase for scheduled backups is saved (it is never sent back). */
  hasPassphrase: z.boolean(),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;

/** PUT /api/backups/schedule: a new passphrase is optional once one is saved. */
export const backupScheduleInputSchema = z.object({
  frequency: z.enum(backupFrequencies, { error: backupTexts.frequencyUnknown }),
  keep: z.coerce
    .number({ error: backupTexts.keptRange })
    .int({ error: backupTexts.keptRange })
    .min(BACKUPS_KEPT.min, { error: backupTexts.keptRange })
    .max(BACKUPS_KEPT.max, { error: backupTexts.keptRange }),
  passphrase: passphrase.optional(),
});
export type BackupScheduleInput = z.input<typeof backupScheduleInputSchema>;

export const lastScheduledRunSchema = z.object({
  day: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
});

/** GET /api/backups. */
export const backupStateSchema = z.object({
  schedule: backupScheduleSchema,
  backups: z.array(storedBackupSchema),
  lastScheduledRun: lastScheduledRunSchema.nullable(),
  /** Whether the restore upload is offered (docs/backup.md "An empty install"). */
  emptyInstall: z.boolean(),
});
export type BackupState = z.infer<typeof backupStateSchema>;

/** POST /api/backups/restore: what was brought back. */
export const restoreSummarySchema = z.object({
  madeAt: z.string(),
  rows: z.number(),
  files: z.number(),
});
export type RestoreSummary = z.infer<typeof restoreSummarySchema>;
