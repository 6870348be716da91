import { useId, useState } from 'react';
import { financialYearDays } from '#shared/giving/financial-year';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { downloadCsv } from '#client/lib/download-csv.ts';
import { useLedger } from '../api/get-ledger.ts';
import { todayInIndia } from '../financial-years.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { TextField } from '#client/admin/field.tsx';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.ledger;

/** The books' export: every pledge and donation of a date range, receipted or not, as CSV. */
export function LedgerExport() {
  const titleId = useId();
  const ledger = useLedger();
  const today = todayInIndia();
  const [from, setFrom] = useState(() => financialYearDays(today).from);
  const [to, setTo] = useState(today);

  function download() {
    ledger.mutate(
      { from, to },
      { onSuccess: (answer) => downloadCsv(`donations-${answer.from}-to-${answer.to}.csv`, answer.csv) },
    );
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {say.title}
      </h3>
      <p className={styles.sectionText}>{say.intro}</p>
      <div className={styles.exportRow}>
        <TextField label={say.from} type="date" value={from} onChange={setFrom} />
        <TextField label={say.to} type="date" value={to} onChange={setTo} />
        <button type="button" className={forms.secondary} disabled={ledger.isPending} onClick={download}>
          {ledger.isPending ? say.preparing : say.download}
        </button>
      </div>
      <p role="status" className={styles.sectionText}>
        {ledger.data && say.rows(ledger.data.rows)}
      </p>
      {ledger.isError && <ErrorMessage>{errorMessage(ledger.error, say.failed)}</ErrorMessage>}
    </section>
  );
}
