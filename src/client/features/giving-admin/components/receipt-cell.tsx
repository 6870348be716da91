import type { Donation } from '#shared/api/giving';
import forms from '#client/admin/forms.module.css';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.donations;

interface ReceiptCellProps {
  donation: Donation;
  onCancel: (receipt: { id: number; number: string }) => void;
}

/** A donation's 80G receipts (cancelled ones kept and marked), or why it has none. */
export function ReceiptCell({ donation, onCancel }: ReceiptCellProps) {
  if (donation.receipts.length === 0)
    return donation.receiptNote ? (
      <p className={styles.note}>{donation.receiptNote}</p>
    ) : (
      <span className={styles.muted}>{say.noReceiptYet}</span>
    );
  return (
    <div className={styles.cellLines}>
      {donation.receipts.map((receipt) => (
        <div key={receipt.id} className={styles.receipt}>
          <a href={receipt.url} download aria-label={say.download(receipt.number)}>
            <span className={receipt.cancelledAt ? styles.cancelledReceipt : undefined}>
              {receipt.number}
            </span>{' '}
            (PDF)
          </a>
          {receipt.cancelledAt ? (
            <span className={styles.muted}>{say.cancelled(receipt.cancelReason)}</span>
          ) : (
            <button
              type="button"
              className={`${forms.danger} ${forms.small}`}
              aria-label={say.cancel(receipt.number)}
              onClick={() => onCancel(receipt)}
            >
              Cancel receipt
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
