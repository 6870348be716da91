import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { donationStatuses, type Donation, type DonationStatus } from '#shared/api/giving';
import { errorMessage } from '#client/admin/error-message.ts';
import { EmptyMessage, ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import badges from '#client/admin/status-badge.module.css';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { donationsOfPages, useDonations, type DonationFilters } from '../api/get-donations.ts';
import { recentFinancialYears } from '../financial-years.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { receiptOutcome } from '../receipt-outcome.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { CancelPledgeDialog } from './cancel-pledge-dialog.tsx';
import { CancelReceiptDialog } from './cancel-receipt-dialog.tsx';
import { CorrectDialog } from './correct-dialog.tsx';
import type { DonationAction } from './donation-actions.ts';
import { DonationFiltersBar } from './donation-filters.tsx';
import { DonationTable } from './donation-table.tsx';
import { Form10bdExport } from './form-10bd-export.tsx';
import { LedgerExport } from './ledger-export.tsx';
import { HistoryDialog } from './history-dialog.tsx';
import { IssueDocumentDialog } from './issue-document-dialog.tsx';
import { MarkReceivedDialog } from './mark-received-dialog.tsx';
import { RecordDonationDialog } from './record-donation-dialog.tsx';
import { ReissueDialog } from './reissue-dialog.tsx';
import { TotalsChart } from './totals-chart.tsx';
import { formatRupees } from '#shared/giving/amount-in-words';
import styles from '../giving-admin.module.css';

/** A search is sent once typing pauses this long. */
export const SEARCH_DELAY_MS = 300;
const say = givingAdminTexts.donations;

type OpenDialog = DonationAction | { kind: 'record' } | null;

/**
 * The current financial year, or, when the panel is opened on a status (`?panel=donations&status=pledged`,
 * from the overview), that status in every year, so the list holds every donation the overview counted.
 */
function initialFilters(status: string | null): DonationFilters {
  const known = donationStatuses.find((value): value is DonationStatus => value === status);
  return known ? { status: known } : { year: recentFinancialYears()[0] };
}

/** Donations: every pledge and donation, the totals received, reconciling, documents and Form 10BD. */
export function DonationsPanel() {
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<DonationFilters>(() => initialFilters(searchParams.get('status')));
  const q = useDebouncedValue(filters.q?.trim() ?? '', SEARCH_DELAY_MS);
  const donations = useDonations({ ...filters, q: q || undefined });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [outcome, setOutcome] = useState('');
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const focusOutcome = useRef(false);
  const countId = useId();
  const countRef = useRef<HTMLParagraphElement>(null);
  const focusCount = useRef(false);
  const showSuccess = useSuccessPopup();

  /** After a change, say what happened to the document and keep the keyboard user there. */
  function finish(message: string, donation: Donation, result = receiptOutcome(donation)) {
    setDialog(null);
    showSuccess(message);
    setOutcome(result || message);
    focusOutcome.current = true;
  }

  useEffect(() => {
    // Runs after the closed dialog handed focus back to the button that opened it, which the change may
    // remove: the keyboard user continues at what happened instead.
    if (dialog || !focusOutcome.current) return;
    focusOutcome.current = false;
    outcomeRef.current?.focus();
  }, [dialog, outcome]);

  const pages = donations.data?.pages ?? [];
  const list = donationsOfPages(pages);
  const last = pages.at(-1);

  useEffect(() => {
    // "Show more" goes away with the last page: its keyboard user continues at the count it changed.
    if (!focusCount.current || donations.isFetchingNextPage) return;
    focusCount.current = false;
    if (!donations.hasNextPage) countRef.current?.focus();
  }, [donations.isFetchingNextPage, donations.hasNextPage]);

  function showMore() {
    // The button stays enabled (and focused) while the page loads; a second press waits for it.
    if (donations.isFetchingNextPage) return;
    focusCount.current = true;
    void donations.fetchNextPage();
  }

  return (
    <div className={styles.panel}>
      <DonationFiltersBar value={filters} onChange={setFilters} />
      <div className={styles.toolbar}>
        <p ref={countRef} id={countId} className={badges.count} tabIndex={-1} aria-live="polite">
          {last ? say.count(list.length, last.count) : ''}
        </p>
        <button type="button" className={forms.primary} onClick={() => setDialog({ kind: 'record' })}>
          {say.recordDonation}
        </button>
      </div>
      <p ref={outcomeRef} role="status" tabIndex={-1} className={styles.outcome}>
        {outcome}
      </p>
      {donations.isPending ? (
        <LoadingMessage>{say.loading}</LoadingMessage>
      ) : donations.isError && !last ? (
        <LoadError message={say.loadFailed} onRetry={() => void donations.refetch()} />
      ) : last ? (
        <>
          <TotalsChart totals={last.totals} year={filters.year} />
          {last.anonymous && (
            <p
              className={
                last.anonymous.amount > last.anonymous.threshold ? styles.warning : styles.sectionText
              }
            >
              {givingAdminTexts.anonymous(
                formatRupees(last.anonymous.amount),
                formatRupees(last.anonymous.threshold),
                last.anonymous.amount > last.anonymous.threshold,
              )}
            </p>
          )}
          {list.length === 0 ? (
            <EmptyMessage>{say.empty}</EmptyMessage>
          ) : (
            <DonationTable donations={list} onAction={setDialog} />
          )}
          {donations.isFetchNextPageError && (
            <ErrorMessage>{errorMessage(donations.error, say.moreFailed)}</ErrorMessage>
          )}
          {donations.hasNextPage && (
            <button
              type="button"
              className={`${forms.secondary} ${styles.showMore}`}
              aria-describedby={countId}
              onClick={showMore}
            >
              {donations.isFetchingNextPage ? say.loadingMore : say.showMore}
            </button>
          )}
        </>
      ) : null}
      <LedgerExport />
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
      {dialog?.kind === 'correct' && (
        <CorrectDialog
          donation={dialog.donation}
          onClose={() => setDialog(null)}
          onDone={(donation) =>
            finish(givingAdminTexts.correct.done, donation, givingAdminTexts.correct.done)
          }
        />
      )}
      {dialog?.kind === 'cancel-pledge' && (
        <CancelPledgeDialog
          donation={dialog.donation}
          onClose={() => setDialog(null)}
          onDone={(donation) =>
            finish(givingAdminTexts.cancelPledge.done, donation, givingAdminTexts.cancelPledge.done)
          }
        />
      )}
      {dialog?.kind === 'issue' && (
        <IssueDocumentDialog
          donation={dialog.donation}
          onClose={() => setDialog(null)}
          onDone={(donation) => finish(givingAdminTexts.issue.done, donation)}
        />
      )}
      {dialog?.kind === 'reissue' && (
        <ReissueDialog
          receipt={dialog.receipt}
          donation={dialog.donation}
          onClose={() => setDialog(null)}
          onDone={(donation) => finish(givingAdminTexts.reissue.done, donation)}
        />
      )}
      {dialog?.kind === 'history' && (
        <HistoryDialog donation={dialog.donation} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
