import { useId, useState } from 'react';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { downloadCsv } from '#client/lib/download-csv.ts';
import { useForm10bd } from '../api/get-form-10bd.ts';
import { recentFinancialYears, statementYear } from '../financial-years.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { SelectField, plainOptions } from './select-field.tsx';
import { StatementFiling, type Statement } from './statement-filing.tsx';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.form10bd;

/**
 * Form 10BD: choose the financial year, download the portal's CSV, then see each donation it left out
 * (reference and donor) and why, and record the filing (issue 23, must have 6).
 */
export function Form10bdExport() {
  const titleId = useId();
  const statement = useForm10bd();
  const [year, setYear] = useState(statementYear);
  // The answer to recording the filing, in place of the download's until the next download.
  const [filed, setFiled] = useState<Statement | null>(null);

  function download() {
    setFiled(null);
    statement.mutate(year, {
      onSuccess: (answer) => downloadCsv(`form-10bd-${answer.year}.csv`, answer.csv),
    });
  }

  const answer = filed ?? statement.data;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {say.title}
      </h3>
      <p className={styles.sectionText}>{say.intro}</p>
      <div className={styles.exportRow}>
        <SelectField
          label={say.year}
          value={year}
          options={plainOptions(recentFinancialYears())}
          onChange={setYear}
        />
        <button type="button" className={forms.secondary} disabled={statement.isPending} onClick={download}>
          {statement.isPending ? say.preparing : say.download}
        </button>
      </div>
      <p role="status" className={styles.sectionText}>
        {answer && (
          <>
            {say.rows(answer.rows, answer.year)}{' '}
            {answer.leftOut.length === 0 ? say.noneLeftOut : say.leftOut(answer.leftOut.length)}
          </>
        )}
      </p>
      {answer && answer.leftOut.length > 0 && (
        <ul className={styles.leftOut} aria-label={say.leftOutList}>
          {answer.leftOut.map((entry) => (
            <li key={entry.reference}>{say.leftOutEntry(entry.reference, entry.donorName, entry.reason)}</li>
          ))}
        </ul>
      )}
      {answer && <StatementFiling key={answer.year} statement={answer} onFiled={setFiled} />}
      {statement.isError && <ErrorMessage>{errorMessage(statement.error, say.failed)}</ErrorMessage>}
    </section>
  );
}
