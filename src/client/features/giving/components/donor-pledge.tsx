import { useCallback } from 'react';
import { Link, useLocation } from '#client/lib/navigation.tsx';
import { formatRupees } from '#shared/giving/amount-in-words';
import { useTexts } from '#client/i18n/language-context.tsx';
import { getPledge } from '../api/get-pledge.ts';
import { PledgePayment } from './pledge-payment.tsx';
import { useAnswer } from './use-answer.ts';
import { UtrForm } from './utr-form.tsx';
import styles from './giving.module.css';

interface DonorPledgeProps {
  reference: string;
  token: string;
}

/** The donor's own page of a pledge, opened with the signed link of the confirmation mail. */
export function DonorPledge({ reference, token }: DonorPledgeProps) {
  const { giving, getInvolved } = useTexts();
  const texts = giving.donorPage;
  const { pathname } = useLocation();
  const fetchPledge = useCallback(() => getPledge(reference, token), [reference, token]);
  const { answer, replace } = useAnswer(fetchPledge, texts.loadFailed);
  const pledge = answer.kind === 'ready' ? answer.value : null;
  const actionTitle = getInvolved.actions.find((action) => action.id === pledge?.action)?.title;

  return (
    <section aria-labelledby="donor-pledge" className={styles.give}>
      <h2 id="donor-pledge" className={styles.title}>
        {texts.title} {pledge?.reference}
      </h2>
      {answer.kind === 'loading' && <p role="status">{texts.loading}</p>}
      {answer.kind === 'failed' && (
        <p role="alert" className={styles.failed}>
          {answer.message}
        </p>
      )}
      {pledge && (
        <>
          <p className={styles.lead}>
            {actionTitle}, {formatRupees(pledge.amount)}: <strong>{texts.status[pledge.status]}</strong>
          </p>
          {pledge.status === 'pledged' && <PledgePayment pledge={pledge} Heading="h3" />}
          <UtrForm pledge={pledge} token={token} onSaved={replace} Heading="h3" />
        </>
      )}
      <p>
        <Link to={pathname}>{texts.back}</Link>
      </p>
    </section>
  );
}
