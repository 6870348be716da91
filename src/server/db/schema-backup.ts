/* The table of scheduled backups (features/backup), part of schema.ts's Database. */

/** A scheduled backup of one India day: claimed by the instance that makes it, then its outcome. */
export interface BackupRunsTable {
  day: string;
  started_at: string;
  finished_at: string | null;
  /** The stored backup's file name, once made. */
  name: string | null;
  /** Why it failed, in the words of the error; null when it succeeded or is still being made. */
  error: string | null;
}
