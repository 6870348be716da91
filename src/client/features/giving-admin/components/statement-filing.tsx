import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { statementSchema } from '#shared/api/giving';
import { formatRupees } from '#shared/giving/amount-in-words';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import { downloadCsv } from '#client/lib/download-csv.ts';
import forms from '#client/admin/forms.module.css';
import { useMarkStatementFiled } from '../api/mark-statement-filed.ts';
import { shortDate, todayInIndia } from '../financial-years.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { TextField } from '#client/admin/field.tsx';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.form10bd;
export type Statement = z.infer<typeof statementSchema>;

/**
 * After the download: whether the year's statement is filed on the portal and, once it is, what changed
 * since (the rows of a revised statement); or a form to record the filing, with the acknowledgement number.
 */
export function StatementFiling({
  statement,
  onFiled,
}: {
  statement: Statement;
  onFiled: (next: Statement) => void;
}) {
  const formId = useId();
  const filed = useMarkStatementFiled();
  const [filedOn, setFiledOn] = useState(todayInIndia);
  const [acknowledgement, setAcknowledgement] = useState('');
  const { filing, changedSinceFiling: changes } = statement;

  function submit(event: FormEvent) {
    event.preventDefault();
    filed.mutate({ year: statement.year, filedOn, acknowledgement }, { onSuccess: onFiled });
  }

  return (
    <div className={styles.filing}>
      {filing ? (
        <p role="status" className={styles.sectionText}>
          {say.filed(statement.year, shortDate(filing.filedOn), filing.acknowledgement)}
        </p>
      ) : (
        <p className={styles.sectionText}>{say.notFiled(statement.year)}</p>
      )}
      {filing && changes.length > 0 && (
        <>
          <p className={styles.warning}>{say.changedSinceFiling(changes.length)}</p>
          <ul className={styles.leftOut} aria-label={say.changesList}>
            {changes.map((change) => (
              <li key={`${change.identity}-${change.donationType}-${change.mode}`}>
                {say.change(
                  change.donorName,
                  change.identity,
                  change.filedAmount === null ? null : formatRupees(change.filedAmount),
                  change.amountNow === null ? null : formatRupees(change.amountNow),
                )}
              </li>
            ))}
          </ul>
          {statement.revisedCsv && (
            <div className={styles.exportRow}>
              <p className={styles.sectionText}>{say.revisedHint}</p>
              <button
                type="button"
                className={forms.secondary}
                onClick={() => downloadCsv(`form-10bd-${statement.year}-revised.csv`, statement.revisedCsv!)}
              >
                {say.downloadRevised}
              </button>
            </div>
          )}
        </>
      )}
      <form id={formId} className={styles.exportRow} onSubmit={submit} aria-label={say.markFiledTitle}>
        <TextField label={say.filedOn} type="date" value={filedOn} onChange={setFiledOn} required />
        <TextField
          label={say.acknowledgement}
          hint={say.acknowledgementHint}
          value={acknowledgement}
          onChange={setAcknowledgement}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <button type="submit" className={forms.secondary} disabled={filed.isPending}>
          {filing ? say.markRevisedFiled : say.markFiled}
        </button>
      </form>
      {filed.isError && <ErrorMessage>{errorMessage(filed.error, say.filingFailed)}</ErrorMessage>}
    </div>
  );
}
