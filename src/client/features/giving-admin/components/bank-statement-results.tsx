import type { Ref } from 'react';
import { MATCH_WINDOW_DAYS, type StatementCredit, type StatementMatch } from '#shared/api/giving-bank';
import { formatRupees } from '#shared/giving/amount-in-words';
import { DataCell, DataRow, DataTable } from '#client/admin/data-table.tsx';
import forms from '#client/admin/forms.module.css';
import badges from '#client/admin/status-badge.module.css';
import { shortDate } from '../financial-years.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.bankStatement;
const [dateColumn, amountColumn, referenceColumn, narrationColumn, pledgeColumn, whyColumn, actionColumn] =
  say.tableColumns;

/** Paise as the statement shows them: ₹1,500 or ₹1,234.56. */
export const creditAmount = (paise: number) =>
  paise % 100 === 0
    ? formatRupees(paise / 100)
    : `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface BankStatementResultsProps {
  result: StatementMatch;
  /** The counts, where the keyboard user continues once the statement is matched. */
  countRef?: Ref<HTMLParagraphElement>;
  onConfirm: (credit: StatementCredit) => void;
  onRecord: (credit: StatementCredit) => void;
}

/** Why a credit is proposed for its pledge, or why it is not. */
function reasonOf(credit: StatementCredit): string {
  if (credit.proposal)
    return credit.proposal.reason === 'same-reference'
      ? say.sameReference
      : say.sameAmount(MATCH_WINDOW_DAYS);
  return credit.note ?? '';
}

/** The counts, then every credit with its proposal and the one action it allows. */
export function BankStatementResults({ result, countRef, onConfirm, onRecord }: BankStatementResultsProps) {
  const { counts } = result;
  return (
    <>
      <p ref={countRef} className={badges.count} tabIndex={-1} aria-live="polite">
        {say.counts(counts.credits, counts.matched, counts.proposed, counts.unmatched)}
      </p>
      {counts.debits > 0 && <p className={styles.sectionText}>{say.debits(counts.debits)}</p>}
      {result.skippedLines.length > 0 && (
        <p className={styles.sectionText}>{say.skipped(result.skippedLines.length)}</p>
      )}
      <div className={styles.donations}>
        <DataTable caption={say.caption} columns={[...say.tableColumns]}>
          {result.credits.map((credit) => {
            const amount = creditAmount(credit.amountPaise);
            const date = shortDate(credit.bookedOn);
            return (
              <DataRow key={credit.id}>
                <DataCell label={dateColumn}>{date}</DataCell>
                <DataCell label={amountColumn}>{amount}</DataCell>
                <DataCell label={referenceColumn}>{credit.received.utr ?? credit.reference}</DataCell>
                <DataCell label={narrationColumn} className={styles.longText}>
                  {credit.narration}
                </DataCell>
                <DataCell label={pledgeColumn}>
                  {credit.proposal ? (
                    <div className={styles.cellLines}>
                      <span>{credit.proposal.pledgeReference}</span>
                      <span className={styles.muted}>{credit.proposal.donorName}</span>
                      <span className={styles.muted}>{shortDate(credit.proposal.pledgedOn)}</span>
                    </div>
                  ) : (
                    say.none
                  )}
                </DataCell>
                <DataCell label={whyColumn}>{reasonOf(credit)}</DataCell>
                <DataCell label={actionColumn}>
                  {credit.used ? (
                    say.used(credit.used.donationReference, credit.used.how)
                  ) : credit.proposal ? (
                    <button
                      type="button"
                      className={forms.primary}
                      aria-label={say.confirmLabel(credit.proposal.pledgeReference, amount, date)}
                      onClick={() => onConfirm(credit)}
                    >
                      {say.confirm}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={forms.secondary}
                      aria-label={say.recordLabel(amount, date)}
                      onClick={() => onRecord(credit)}
                    >
                      {say.record}
                    </button>
                  )}
                </DataCell>
              </DataRow>
            );
          })}
        </DataTable>
      </div>
    </>
  );
}
