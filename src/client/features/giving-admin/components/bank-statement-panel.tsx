import { useEffect, useRef, useState } from 'react';
import type { Donation } from '#shared/api/giving';
import type { BankLayout, StatementCredit, StatementMatch, StatementPreview } from '#shared/api/giving-bank';
import { errorMessage } from '#client/admin/error-message.ts';
import { LoadingMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useBankCreditRecorded } from '../api/bank-credit-recorded.ts';
import { useBankLayouts } from '../api/get-bank-layouts.ts';
import { useMatchBankStatement } from '../api/match-bank-statement.ts';
import { usePreviewBankStatement } from '../api/preview-bank-statement.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { receiptOutcome } from '../receipt-outcome.ts';
import { BankStatementConfirmDialog } from './bank-statement-confirm-dialog.tsx';
import { BankStatementMapping } from './bank-statement-mapping.tsx';
import { BankStatementResults } from './bank-statement-results.tsx';
import { BankStatementUpload } from './bank-statement-upload.tsx';
import { RecordDonationDialog } from './record-donation-dialog.tsx';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.bankStatement;

type Proposed = StatementCredit & { proposal: NonNullable<StatementCredit['proposal']> };
type OpenDialog = { kind: 'confirm'; credit: Proposed } | { kind: 'record'; credit: StatementCredit } | null;

/** The result with one credit now used by a donation, its counts following. */
function withUsed(result: StatementMatch, creditId: number, used: NonNullable<StatementCredit['used']>) {
  const credits = result.credits.map((credit) =>
    credit.id === creditId ? { ...credit, state: 'used' as const, used, proposal: null, note: null } : credit,
  );
  const count = (state: StatementCredit['state']) =>
    credits.filter((credit) => credit.state === state).length;
  return {
    ...result,
    credits,
    counts: {
      ...result.counts,
      matched: count('used'),
      proposed: count('proposed'),
      unmatched: count('unmatched'),
    },
  };
}

/** A credit's amount in whole rupees as the donation form takes it (paise are left for the administrator). */
const rupeesOf = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

/**
 * Bank statement: upload, the columns (remembered per bank, so a known bank's statement is matched at
 * once), then the credits with their proposals, each confirmed or recorded in one click.
 */
export function BankStatementPanel() {
  const layouts = useBankLayouts();
  const preview = usePreviewBankStatement();
  const match = useMatchBankStatement();
  const recorded = useBankCreditRecorded();
  const [statement, setStatement] = useState<{ bank: string; csv: string } | null>(null);
  const [lines, setLines] = useState<StatementPreview | null>(null);
  const [layout, setLayout] = useState<BankLayout | null>(null);
  const [mapping, setMapping] = useState(false);
  const [result, setResult] = useState<StatementMatch | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [outcome, setOutcome] = useState('');
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const focusOutcome = useRef(false);
  const countRef = useRef<HTMLParagraphElement>(null);
  const focusCount = useRef(false);
  const showSuccess = useSuccessPopup();

  useEffect(() => {
    // After the dialog hands focus back to a button its change removed, continue at what happened.
    if (dialog || !focusOutcome.current) return;
    focusOutcome.current = false;
    outcomeRef.current?.focus();
  }, [dialog, outcome]);

  useEffect(() => {
    // Once matched, the keyboard user continues at the counts above the credits, which say it once.
    if (!focusCount.current || !result || mapping) return;
    focusCount.current = false;
    countRef.current?.focus();
  }, [result, mapping]);

  function announce(message: string) {
    setOutcome(message);
    focusOutcome.current = true;
  }

  function runMatch(read: { bank: string; csv: string }, chosen: BankLayout) {
    match.mutate(
      { ...read, layout: chosen },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setMapping(false);
          void layouts.refetch();
          setOutcome('');
          focusCount.current = true;
        },
      },
    );
  }

  function read(read: { bank: string; csv: string }) {
    setResult(null);
    match.reset();
    preview.mutate(read, {
      onSuccess: (answer) => {
        setStatement(read);
        setLines(answer);
        setLayout(answer.saved ?? answer.suggested);
        // A bank seen before maps itself; a new one shows its columns first.
        if (answer.saved) runMatch(read, answer.saved);
        else setMapping(true);
      },
    });
  }

  function startAgain() {
    setStatement(null);
    setLines(null);
    setLayout(null);
    setResult(null);
    setMapping(false);
    setOutcome('');
    preview.reset();
    match.reset();
  }

  function confirmed(credit: StatementCredit, donation: Donation) {
    setDialog(null);
    showSuccess(say.confirmed);
    if (result)
      setResult(
        withUsed(result, credit.id, {
          donationId: donation.id,
          donationReference: donation.reference,
          how: 'confirmed',
        }),
      );
    announce(receiptOutcome(donation) || say.confirmed);
  }

  function recordedAs(credit: StatementCredit, donation: Donation) {
    setDialog(null);
    recorded.mutate(
      { creditId: credit.id, donationId: donation.id },
      {
        onSuccess: (used) => {
          showSuccess(say.recorded);
          setResult((before) => (before ? withUsed(before, credit.id, used) : before));
          announce(receiptOutcome(donation) || say.recorded);
        },
        onError: (error) => announce(errorMessage(error, say.recordedFailed)),
      },
    );
  }

  const banks = (layouts.data ?? []).map((saved) => saved.bank);
  return (
    <div className={styles.panel}>
      <p className={styles.sectionText}>{say.intro}</p>
      {!statement || preview.isPending ? (
        <BankStatementUpload
          banks={banks}
          pending={preview.isPending}
          error={preview.isError ? errorMessage(preview.error, say.failed) : null}
          onRead={read}
        />
      ) : (
        <div className={forms.actions}>
          <button type="button" className={forms.secondary} onClick={startAgain}>
            {say.startAgain}
          </button>
          {result && !mapping && (
            <button type="button" className={forms.secondary} onClick={() => setMapping(true)}>
              {say.changeColumns}
            </button>
          )}
        </div>
      )}
      <p ref={outcomeRef} role="status" tabIndex={-1} className={styles.outcome}>
        {outcome}
      </p>
      {statement && lines && layout && (mapping || (!result && match.isError)) && (
        <BankStatementMapping
          preview={lines}
          layout={layout}
          onChange={setLayout}
          pending={match.isPending}
          error={match.isError ? errorMessage(match.error, say.failed) : null}
          onSubmit={() => runMatch(statement, layout)}
        />
      )}
      {match.isPending && !mapping && <LoadingMessage>{say.matching}</LoadingMessage>}
      {result && !mapping && (
        <BankStatementResults
          result={result}
          countRef={countRef}
          onConfirm={(credit) =>
            credit.proposal && setDialog({ kind: 'confirm', credit: credit as Proposed })
          }
          onRecord={(credit) => setDialog({ kind: 'record', credit })}
        />
      )}
      {dialog?.kind === 'confirm' && (
        <BankStatementConfirmDialog
          credit={dialog.credit}
          onClose={() => setDialog(null)}
          onDone={(donation) => confirmed(dialog.credit, donation)}
        />
      )}
      {dialog?.kind === 'record' && (
        <RecordDonationDialog
          prefill={{
            amount: rupeesOf(dialog.credit.amountPaise),
            receivedOn: dialog.credit.bookedOn,
            mode: dialog.credit.received.mode,
            utr: dialog.credit.received.utr ?? '',
          }}
          onClose={() => setDialog(null)}
          onDone={(donation) => recordedAs(dialog.credit, donation)}
        />
      )}
    </div>
  );
}
