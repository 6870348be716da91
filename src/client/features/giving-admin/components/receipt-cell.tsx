import type { Donation } from '#shared/api/giving';
import forms from '#client/admin/forms.module.css';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { kindName } from '../receipt-outcome.ts';
import type { DonationAction } from './donation-actions.ts';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.donations;

interface ReceiptCellProps {
  donation: Donation;
  onAction: (action: DonationAction) => void;
}

/**
 * A donation's documents, each with its kind in words and the number it replaces (cancelled ones kept and
 * marked, with their reason), and the server's note on why it has no 80G receipt or no document.
 */
export function ReceiptCell({ donation, onAction }: ReceiptCellProps) {
  const note = donation.receiptNote && <p className={styles.note}>{donation.receiptNote}</p>;
  if (donation.receipts.length === 0) return note || <span className={styles.muted}>{say.noReceiptYet}</span>;
  return (
    <div className={styles.cellLines}>
      {donation.receipts.map((receipt) => (
        <div key={receipt.id} className={styles.receipt}>
          <span className={styles.muted}>{kindName(receipt.kind)}</span>
          <a href={receipt.url} download aria-label={say.download(receipt.number)}>
            <span className={receipt.cancelledAt ? styles.cancelledReceipt : undefined}>
              {receipt.number}
            </span>{' '}
            (PDF)
          </a>
          {receipt.replaces && <span className={styles.muted}>{say.replaces(receipt.replaces)}</span>}
          {receipt.cancelledAt ? (
            <span className={styles.muted}>{say.cancelled(receipt.cancelReason)}</span>
          ) : (
            <div className={styles.rowActions}>
              <button
                type="button"
                className={`${forms.secondary} ${forms.small}`}
                aria-label={say.reissue(receipt.number)}
                onClick={() => onAction({ kind: 'reissue', receipt, donation })}
              >
                {say.reissueButton}
              </button>
              <button
                type="button"
                className={`${forms.danger} ${forms.small}`}
                aria-label={say.cancel(receipt.number)}
                onClick={() => onAction({ kind: 'cancel', receipt })}
              >
                {say.cancelButton}
              </button>
            </div>
          )}
        </div>
      ))}
      {note}
      {donation.inFiledYear && <p className={styles.note}>{say.inFiledYear}</p>}
    </div>
  );
}
