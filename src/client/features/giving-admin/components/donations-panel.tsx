import { useEffect, useRef, useState } from 'react';
import type { Donation } from '#shared/api/giving';
import { EmptyMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import badges from '#client/admin/status-badge.module.css';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useDonations, type DonationFilters } from '../api/get-donations.ts';
import { recentFinancialYears } from '../financial-years.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { receiptOutcome } from '../receipt-outcome.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { CancelReceiptDialog } from './cancel-receipt-dialog.tsx';
import { DonationFiltersBar } from './donation-filters.tsx';
import { DonationTable } from './donation-table.tsx';
import { Form10bdExport } from './form-10bd-export.tsx';
import { MarkReceivedDialog } from './mark-received-dialog.tsx';
import { RecordDonationDialog } from './record-donation-dialog.tsx';
import { TotalsChart } from './totals-chart.tsx';
import styles from '../giving-admin.module.css';

/** A search is sent once typing pauses this long. */
export const SEARCH_DELAY_MS = 300;
const say = givingAdminTexts.donations;

type OpenDialog =
  | { kind: 'mark'; donation: Donation }
  | { kind: 'record' }
  | { kind: 'cancel'; receipt: { id: number; number: string } }
  | null;

/** Donations: every pledge and donation, the totals received, reconciling, receipts and Form 10BD. */
export function DonationsPanel() {
  const [filters, setFilters] = useState<DonationFilters>(() => ({ year: recentFinancialYears()[0] }));
  const q = useDebouncedValue(filters.q?.trim() ?? '', SEARCH_DELAY_MS);
  const donations = useDonations({ ...filters, q: q || undefined });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [outcome, setOutcome] = useState('');
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const focusOutcome = useRef(false);
  const showSuccess = useSuccessPopup();

  /** After a change, say what happened to the receipt and keep the keyboard user there. */
  function finish(message: string, donation: Donation, result = receiptOutcome(donation)) {
    setDialog(null);
    showSuccess(message);
    setOutcome(result);
    focusOutcome.current = true;
  }

  useEffect(() => {
    // Runs after the closed dialog handed focus back to the button that opened it, which the change may
    // remove: the keyboard user continues at what happened instead.
    if (dialog || !focusOutcome.current) return;
    focusOutcome.current = false;
    outcomeRef.current?.focus();
  }, [dialog, outcome]);

  return (
    <div className={styles.panel}>
      <DonationFiltersBar value={filters} onChange={setFilters} />
      <div className={styles.toolbar}>
        <p className={badges.count}>{donations.data ? say.count(donations.data.donations.length) : ''}</p>
        <button type="button" className={forms.primary} onClick={() => setDialog({ kind: 'record' })}>
          {say.recordDonation}
        </button>
      </div>
      <p ref={outcomeRef} role="status" tabIndex={-1} className={styles.outcome}>
        {outcome}
      </p>
      {donations.isPending ? (
        <LoadingMessage>{say.loading}</LoadingMessage>
      ) : donations.isError ? (
        <LoadError message={say.loadFailed} onRetry={() => void donations.refetch()} />
      ) : (
        <>
          <TotalsChart totals={donations.data.totals} year={filters.year} />
          {donations.data.donations.length === 0 ? (
            <EmptyMessage>{say.empty}</EmptyMessage>
          ) : (
            <DonationTable
              donations={donations.data.donations}
              onMarkReceived={(donation) => setDialog({ kind: 'mark', donation })}
              onCancelReceipt={(receipt) => setDialog({ kind: 'cancel', receipt })}
            />
          )}
        </>
      )}
      <Form10bdExport />
      {dialog?.kind === 'mark' && (
        <MarkReceivedDialog
          donation={dialog.donation}
          onClose={() => setDialog(null)}
          onDone={(donation) => finish(givingAdminTexts.received.done, donation)}
        />
      )}
      {dialog?.kind === 'record' && (
        <RecordDonationDialog
          onClose={() => setDialog(null)}
          onDone={(donation) => finish(givingAdminTexts.record.done, donation)}
        />
      )}
      {dialog?.kind === 'cancel' && (
        <CancelReceiptDialog
          receipt={dialog.receipt}
          onClose={() => setDialog(null)}
          onDone={(donation) => finish(givingAdminTexts.cancel.done, donation, givingAdminTexts.cancel.done)}
        />
      )}
    </div>
  );
}
