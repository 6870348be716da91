import { useState } from 'react';
import type { RestoreSummary } from '#shared/api/backup';
import { LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import { useBackupState } from './api/backup-api.ts';
import { backupTexts as say } from './backup-admin-texts.ts';
import { DownloadNow } from './components/download-now.tsx';
import { Restored, RestoreUpload } from './components/restore-upload.tsx';
import { ScheduleForm } from './components/schedule-form.tsx';
import { StoredBackups } from './components/stored-backups.tsx';
import styles from './backup.module.css';

/** The owner's Backup and restore panel (docs/backup.md): download now, the schedule, the stored backups, and the restore upload on an empty install. */
export function BackupPanel() {
  const state = useBackupState();
  const [restored, setRestored] = useState<RestoreSummary | null>(null);
  if (restored) return <Restored summary={restored} />;
  if (state.isPending) return <LoadingMessage>{say.loading}</LoadingMessage>;
  if (state.isError) return <LoadError message={say.loadFailed} onRetry={() => void state.refetch()} />;
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{say.intro}</p>
      {state.data.emptyInstall && <RestoreUpload onRestored={setRestored} />}
      <DownloadNow />
      <ScheduleForm state={state.data} />
      <StoredBackups backups={state.data.backups} />
    </div>
  );
}
