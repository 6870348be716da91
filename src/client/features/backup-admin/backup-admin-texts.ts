import { BACKUPS_KEPT, PASSPHRASE_MIN_LENGTH } from '#shared/api/backup';

/** Every text of the Backup and restore panel, in plain words for the people who keep the site. */
export const backupTexts = {
  title: 'Backup and restore',
  intro:
    'A backup is one file that holds the whole site: its pages and texts, photos and videos, subscribers, messages and forms, donations, receipts and certificates, staff accounts and settings. Keep copies somewhere other than this server, so the site can be brought back if this server is lost.',
  loading: 'Loading the backups...',
  loadFailed: 'The backups could not be loaded. Please try again.',

  downloadTitle: 'Download a backup now',
  downloadIntro:
    'The file is locked with a passphrase that you choose now. Without the passphrase nobody can open the file: write it down and keep it somewhere safe, apart from the file. A backup made here can be downloaded for one day.',
  passphrase: 'Passphrase',
  passphraseHint: `At least ${PASSPHRASE_MIN_LENGTH} characters. A few words you will remember, such as a short sentence.`,
  repeat: 'Type the passphrase again',
  mismatch: 'The two passphrases are not the same.',
  make: 'Make and download the backup',
  making: 'Making the backup... this can take a few minutes for a large site.',
  makeFailed: 'The backup could not be made. Please try again.',
  made: (name: string) => `The backup ${name} is ready. Your browser is downloading it.`,
  downloadAgain: 'If the download did not start, download it here',

  scheduleTitle: 'Backups on a schedule',
  scheduleIntro:
    'The site can also make a backup by itself, after 2 a.m. India time, and keep the newest ones in its own private storage (never visible to visitors). They are locked with the passphrase saved here.',
  frequency: 'Make a backup',
  frequencies: { off: 'Never (off)', daily: 'Every day', weekly: 'Every week' },
  keep: 'How many to keep',
  keepHint: `The oldest beyond this number are deleted. Between ${BACKUPS_KEPT.min} and ${BACKUPS_KEPT.max}.`,
  schedulePassphraseHint: (saved: boolean) =>
    saved
      ? 'A passphrase is saved. Leave these empty to keep it, or type a new one for the next backups.'
      : `Needed to turn the schedule on. At least ${PASSPHRASE_MIN_LENGTH} characters: keep it safe, it opens these backups.`,
  save: 'Save the schedule',
  saving: 'Saving...',
  saveFailed: 'The schedule could not be saved. Please try again.',
  saved: 'The schedule is saved.',
  confirmFewer: (keep: number, gone: number) =>
    `Keep only ${keep} scheduled ${keep === 1 ? 'backup' : 'backups'}? The oldest ${gone === 1 ? 'one' : gone} stored now will be deleted at the next check of the schedule.`,
  lastRun: (day: string, outcome: string) => `Last scheduled backup: ${day}, ${outcome}.`,
  lastRunDone: 'made',
  lastRunFailed: (error: string) => `it failed (${error})`,
  lastRunBusy: 'being made',

  storedTitle: 'Stored backups',
  storedCaption: (count: number) =>
    count === 1 ? '1 backup, newest first' : `${count} backups, newest first`,
  storedEmpty: 'No backup is stored yet.',
  columns: { made: 'Made (India time)', kind: 'How', size: 'Size', file: 'File' },
  kinds: { scheduled: 'On the schedule', manual: 'Made to download' },
  download: 'Download',
  downloadNamed: (made: string) => `Download the backup of ${made}`,

  restoreTitle: 'Restore a backup',
  restoreIntro:
    'This site is still empty, so a backup can be brought back here: everything in the backup replaces what the site has now (its default texts and your own account). Afterwards, sign in with an account of the backup.',
  restoreFile: 'Backup file',
  restorePassphrase: 'Passphrase of the backup',
  restore: 'Restore this backup',
  restoring: 'Restoring... keep this page open.',
  restoreConfirm:
    'Restore this backup? Everything on this site now (default texts, settings and your account) is replaced by what the backup holds, and you will sign in again with an account of the backup.',
  restoreFailed: 'The backup could not be restored. Nothing was changed. Please try again.',
  restored: (rows: number, files: number) =>
    `The backup is restored: ${rows} records and ${files} files. Sign in with an account of the backup.`,
  signIn: 'Sign in',
  chooseFile: 'Choose the backup file to restore.',
} as const;

/** "1.4 MB": a size in the units people know. */
export function sizeInWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
