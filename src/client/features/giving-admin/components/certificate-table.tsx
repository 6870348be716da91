import { certificatePaths, type Certificate, type CertificateStatus } from '#shared/api/giving-certificates';
import { DataCell, DataRow, DataTable } from '#client/admin/data-table.tsx';
import forms from '#client/admin/forms.module.css';
import badges from '#client/admin/status-badge.module.css';
import { shortDate } from '../financial-years.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.certificates;

const statusTones: Record<CertificateStatus, 'done' | 'waiting' | 'off'> = {
  mailed: 'done',
  matched: 'waiting',
  queued: 'waiting',
  unmatched: 'off',
  failed: 'off',
  'no-email': 'off',
  'handed-over': 'done',
};

export type CertificateAction = {
  kind: 'match' | 'undo' | 'hand-over' | 'undo-hand-over' | 'remove';
  certificate: Certificate;
};

interface CertificateTableProps {
  certificates: Certificate[];
  onAction: (action: CertificateAction) => void;
  /** The certificate whose change is being saved: its buttons wait. */
  busyId: number | null;
}

/** The year's certificates: the file, what was read on it, its donor, where it stands and what can be done. */
export function CertificateTable({ certificates, onAction, busyId }: CertificateTableProps) {
  return (
    <div className={styles.donations}>
      <DataTable
        caption={say.caption}
        columns={[say.file, say.onCertificate, say.donor, say.status, say.actions]}
      >
        {certificates.map((certificate) => (
          <DataRow key={certificate.id}>
            <DataCell label={say.file} className={styles.longText}>
              {certificate.fileName}
            </DataCell>
            <DataCell label={say.onCertificate}>
              <div className={styles.cellLines}>
                <span>{certificate.nameOnCertificate ?? say.notRead}</span>
                {certificate.identityOnCertificate && (
                  <span className={styles.muted}>{certificate.identityOnCertificate}</span>
                )}
              </div>
            </DataCell>
            <DataCell label={say.donor}>
              {certificate.donor ? (
                <div className={styles.cellLines}>
                  <span>{certificate.donor.name}</span>
                  <span className={styles.muted}>{certificate.donor.identity}</span>
                  {certificate.matchedBy && (
                    <span className={styles.muted}>{say.matchedBy[certificate.matchedBy]}</span>
                  )}
                </div>
              ) : (
                <span className={styles.muted}>{certificate.unmatchedReason}</span>
              )}
            </DataCell>
            <DataCell label={say.status}>
              <div className={styles.cellLines}>
                <span className={badges.badge} data-tone={statusTones[certificate.status]}>
                  {say.statuses[certificate.status]}
                </span>
                {certificate.mailedAt && (
                  <span className={styles.muted}>{say.mailedOn(shortDate(certificate.mailedAt))}</span>
                )}
                {certificate.handedOverAt && (
                  <span className={styles.muted}>
                    {say.handedOverOn(shortDate(certificate.handedOverAt))}
                  </span>
                )}
              </div>
            </DataCell>
            <DataCell label={say.actions}>
              <CertificateActions
                certificate={certificate}
                onAction={onAction}
                busy={busyId === certificate.id}
              />
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    </div>
  );
}

function CertificateActions({
  certificate,
  onAction,
  busy,
}: {
  certificate: Certificate;
  onAction: (action: CertificateAction) => void;
  busy: boolean;
}) {
  // Until it reaches its donor, a match can be changed or undone (a queued mail is then dropped), and a
  // certificate uploaded by mistake removed; a hand-over recorded by mistake can be undone.
  const open = certificate.status !== 'mailed' && certificate.status !== 'handed-over';
  const button = (label: string, kind: CertificateAction['kind'], tone: 'secondary' | 'danger') => (
    <button
      type="button"
      className={forms[tone]}
      disabled={busy}
      aria-label={`${label}: ${certificate.fileName}`}
      onClick={() => onAction({ kind, certificate })}
    >
      {label}
    </button>
  );
  return (
    <div className={styles.rowActions}>
      <a
        className={styles.tapLink}
        href={certificatePaths.certificate(certificate.id)}
        download
        aria-label={`${say.download}: ${certificate.fileName}`}
      >
        {say.download}
      </a>
      {open && button(certificate.donor ? say.changeMatch : say.match, 'match', 'secondary')}
      {open && certificate.donor && button(say.handOver, 'hand-over', 'secondary')}
      {open && certificate.donor && button(say.undo, 'undo', 'danger')}
      {certificate.status === 'handed-over' && button(say.undoHandOver, 'undo-hand-over', 'secondary')}
      {open && button(say.remove, 'remove', 'danger')}
    </div>
  );
}
