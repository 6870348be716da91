import { donationModeLabels, type Donation, type DonationStatus } from '#shared/api/giving';
import { formatRupees } from '#shared/giving/amount-in-words';
import { DataCell, DataRow, DataTable } from '#client/admin/data-table.tsx';
import forms from '#client/admin/forms.module.css';
import badges from '#client/admin/status-badge.module.css';
import { actionLabel } from '../action-labels.ts';
import { shortDate } from '../financial-years.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
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
  onMarkReceived: (donation: Donation) => void;
  onCancelReceipt: (receipt: { id: number; number: string }) => void;
}

/** Every pledge and donation of the filters, newest first, as a table (cards on a phone). */
export function DonationTable({ donations, onMarkReceived, onCancelReceipt }: DonationTableProps) {
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
              </div>
            </DataCell>
            <DataCell label={amountColumn}>
              <div className={styles.cellLines}>
                <span>{formatRupees(donation.amount)}</span>
                <span className={styles.muted}>{actionLabel(donation.action)}</span>
              </div>
            </DataCell>
            <DataCell label={statusColumn}>
              <div className={styles.cellLines}>
                <span className={badges.badge} data-tone={statusTones[donation.status]}>
                  {givingAdminTexts.statusLabels[donation.status]}
                </span>
                {donation.mode && <span className={styles.muted}>{donationModeLabels[donation.mode]}</span>}
                {donation.chequeNumber && <span className={styles.muted}>No. {donation.chequeNumber}</span>}
              </div>
            </DataCell>
            <DataCell label={utrColumn}>{donation.utr ?? '—'}</DataCell>
            <DataCell label={receiptColumn}>
              <ReceiptCell donation={donation} onCancel={onCancelReceipt} />
            </DataCell>
            <DataCell label={actionsColumn}>
              {donation.status === 'pledged' && (
                <button
                  type="button"
                  className={`${forms.primary} ${forms.small}`}
                  aria-label={`${say.markReceived}: ${donation.reference}`}
                  onClick={() => onMarkReceived(donation)}
                >
                  {say.markReceived}
                </button>
              )}
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    </div>
  );
}
