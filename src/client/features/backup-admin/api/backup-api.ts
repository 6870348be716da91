import { useQuery } from '@tanstack/react-query';
import {
  backupPaths,
  backupScheduleSchema,
  backupStateSchema,
  restoreSummarySchema,
  storedBackupSchema,
  type BackupScheduleInput,
} from '#shared/api/backup';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';
import { backupTexts as say } from '../backup-admin-texts.ts';

/** GET /api/backups: the schedule, the stored backups and whether a restore can be uploaded. */
export function useBackupState() {
  return useQuery({
    queryKey: queryKeys.backups,
    queryFn: ({ signal }) =>
      apiFetch(backupPaths.backups, matches(backupStateSchema), { signal, fallbackMessage: say.loadFailed }),
  });
}

/** POST /api/backups: makes a backup with the passphrase, kept a day to download. */
export const useMakeBackup = () =>
  useChange(
    (passphrase: string) =>
      apiFetch(backupPaths.backups, matches(storedBackupSchema), {
        method: 'POST',
        body: { passphrase },
        fallbackMessage: say.makeFailed,
      }),
    queryKeys.backups,
  );

/** PUT /api/backups/schedule. */
export const useSaveSchedule = () =>
  useChange(
    (schedule: BackupScheduleInput) =>
      apiFetch(backupPaths.schedule, matches(backupScheduleSchema), {
        method: 'PUT',
        body: schedule,
        fallbackMessage: say.saveFailed,
      }),
    queryKeys.backups,
  );

/** POST /api/backups/restore: the passphrase first, then the file (the server reads them in that order). */
export function restoreBackup(file: File, passphrase: string) {
  const form = new FormData();
  form.append('passphrase', passphrase);
  form.append('file', file);
  return apiFetch(backupPaths.restore, matches(restoreSummarySchema), {
    method: 'POST',
    body: form,
    fallbackMessage: say.restoreFailed,
  });
}
