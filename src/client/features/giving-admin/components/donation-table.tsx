import { donationModeLabels, type Donation, type DonationStatus } from '#shared/api/giving';
import { formatRupees } from '#shared/giving/amount-in-words';
import { DataCell, DataRow, DataTable } from '#client/admin/data-table.tsx';
import forms from '#client/admin/forms.module.css';
import badges from '#client/admin/status-badge.module.css';
import { actionLabel } from '../action-labels.ts';
import { shortDate } from '../financial-years.ts';
import { consentWords } from '#client/features/privacy-notice/consent-words.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { activeReceipt } from '../receipt-outcome.ts';
import type { DonationAction } from './donation-actions.ts';
import { ReceiptCell } from './receipt-cell.tsx';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.donations;
const [
  dateColumn,
  referenceColumn,
  donorColumn,
  amountColumn,
  statusColumn,
  utrColumn,
  receiptColumn,
  actionsColumn,
] = say.columns;

const statusTones: Record<DonationStatus, 'done' | 'waiting' | 'off'> = {
  received: 'done',
  pledged: 'waiting',
  cancelled: 'off',
};

interface DonationTableProps {
  donations: Donation[];
  onAction: (action: DonationAction) => void;
}

/** Every pledge and donation loaded, newest first, as a table (cards on a phone). */
export function DonationTable({ donations, onAction }: DonationTableProps) {
  return (
    <div className={styles.donations}>
      <DataTable caption={say.caption} columns={[...say.columns]}>
        {donations.map((donation) => (
          <DataRow key={donation.id}>
            <DataCell label={dateColumn}>{shortDate(donation.receivedOn ?? donation.createdAt)}</DataCell>
            <DataCell label={referenceColumn}>{donation.reference}</DataCell>
            <DataCell label={donorColumn}>
              <div className={styles.cellLines}>
                <span>{donation.donorName}</span>
                {donation.donorEmail && <span className={styles.muted}>{donation.donorEmail}</span>}
                {donation.donorMobile && <span className={styles.muted}>{donation.donorMobile}</span>}
                {donation.idMasked && (
                  <span className={styles.muted}>
                    {donation.idCode} {donation.idMasked}
                  </span>
                )}
                {donation.consent && (
                  <span className={styles.muted}>Consent: {consentWords(donation.consent)}</span>
                )}
              </div>
            </DataCell>
            <DataCell label={amountColumn}>
              <div className={styles.cellLines}>
                <span>{formatRupees(donation.amount)}</span>
                <span className={styles.muted}>{actionLabel(donation.action)}</span>
                {donation.purpose && <span className={styles.muted}>{say.purpose(donation.purpose)}</span>}
                {donation.goods && <span className={styles.muted}>{say.goods(donation.goods)}</span>}
                {donation.donationType !== 'Others' && (
                  <span className={styles.muted}>{say.donationType(donation.donationType)}</span>
                )}
              </div>
            </DataCell>
            <DataCell label={statusColumn}>
              <div className={styles.cellLines}>
                <span className={badges.badge} data-tone={statusTones[donation.status]}>
                  {givingAdminTexts.statusLabels[donation.status]}
                </span>
                {donation.mode && <span className={styles.muted}>{donationModeLabels[donation.mode]}</span>}
                {donation.chequeNumber && <span className={styles.muted}>No. {donation.chequeNumber}</span>}
                {donation.status === 'cancelled' && donation.cancelReason && (
                  <span className={styles.muted}>{say.pledgeCancelReason(donation.cancelReason)}</span>
                )}
              </div>
            </DataCell>
            <DataCell label={utrColumn}>{donation.utr ?? '—'}</DataCell>
            <DataCell label={receiptColumn}>
              <ReceiptCell donation={donation} onAction={onAction} />
            </DataCell>
            <DataCell label={actionsColumn}>
              <RowButtons donation={donation} onAction={onAction} />
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    </div>
  );
}

/**
 * What can be done to a donation: a pledge is marked received, corrected or cancelled; a received
 * donation without a document in use is corrected or gets one; every donation shows its history.
 */
function RowButtons({
  donation,
  onAction,
}: {
  donation: Donation;
  onAction: DonationTableProps['onAction'];
}) {
  const pledged = donation.status === 'pledged';
  const receivedBare = donation.status === 'received' && !activeReceipt(donation);
  const button = (
    label: string,
    kind: Exclude<DonationAction['kind'], 'cancel' | 'reissue'>,
    tone: 'primary' | 'secondary' | 'danger',
  ) => (
    <button
      type="button"
      className={`${forms[tone]} ${forms.small}`}
      aria-label={say.rowAction(label, donation.reference)}
      onClick={() => onAction({ kind, donation })}
    >
      {label}
    </button>
  );
  return (
    <div className={styles.rowActions}>
      {pledged && button(say.markReceived, 'mark', 'primary')}
      {receivedBare && button(say.issue, 'issue', 'primary')}
      {(pledged || receivedBare) && button(say.correct, 'correct', 'secondary')}
      {pledged && button(say.cancelPledge, 'cancel-pledge', 'danger')}
      {button(say.history, 'history', 'secondary')}
    </div>
  );
}
