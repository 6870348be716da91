import { useId } from 'react';
import { backupPaths, type StoredBackup } from '#shared/api/backup';
import { formatIndiaTime } from '#shared/india-time';
import { DataCell, DataRow, DataTable } from '#client/admin/data-table.tsx';
import { EmptyMessage } from '#client/admin/feedback.tsx';
import { backupTexts as say, sizeInWords } from '../backup-admin-texts.ts';
import styles from '../backup.module.css';

/** The backups kept in the site's private storage, newest first, each to download. */
export function StoredBackups({ backups }: { backups: StoredBackup[] }) {
  const titleId = useId();
  const { columns } = say;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{say.storedTitle}</h3>
      {backups.length === 0 ? (
        <EmptyMessage>{say.storedEmpty}</EmptyMessage>
      ) : (
        <DataTable
          caption={say.storedCaption(backups.length)}
          columns={[columns.made, columns.kind, columns.size, columns.file]}
        >
          {backups.map((backup) => {
            const made = formatIndiaTime(backup.madeAt);
            return (
              <DataRow key={backup.name}>
                <DataCell label={columns.made}>{made}</DataCell>
                <DataCell label={columns.kind}>{say.kinds[backup.kind]}</DataCell>
                <DataCell label={columns.size}>{sizeInWords(backup.size)}</DataCell>
                <DataCell label={columns.file}>
                  <a
                    href={backupPaths.file(backup.name)}
                    download={backup.name}
                    aria-label={say.downloadNamed(made)}
                  >
                    {say.download}
                  </a>
                </DataCell>
              </DataRow>
            );
          })}
        </DataTable>
      )}
    </section>
  );
}
