import { formatIndiaTime } from '#shared/india-time';
import forms from '#client/admin/forms.module.css';
import type { PageBackup } from '../page-backup.ts';
import { pageTexts as say } from '../page-texts.ts';
import styles from './pages.module.css';

interface BackupOfferProps {
  offered: PageBackup;
  onRestore: () => void;
  onDiscard: () => void;
}

/** A draft kept in this browser and never saved, offered back above its form. */
export function BackupOffer({ offered, onRestore, onDiscard }: BackupOfferProps) {
  return (
    <div role="status" className={styles.backupOffer}>
      <p>{say.backupFound(formatIndiaTime(offered.keptAt))}</p>
      <div className={forms.actions}>
        <button type="button" className={forms.primary} onClick={onRestore}>
          {say.restoreBackup}
        </button>
        <button type="button" className={forms.secondary} onClick={onDiscard}>
          {say.discardBackup}
        </button>
      </div>
    </div>
  );
}
