import { useState } from 'react';
import { useCampaignFailures } from '../api/get-campaign-failures.ts';
import { campaignTexts } from './campaign-texts.ts';
import styles from './campaign-history.module.css';

function reasonText(reason: string | null): string {
  if (reason === 'unsubscribed') return campaignTexts.unsubscribedReason;
  return reason ?? campaignTexts.unknownReason;
}

/** A disclosure listing who did not get the mail and why; loaded when opened. */
export function FailedRecipients({
  campaignId,
  subject,
  failed,
  active,
}: {
  campaignId: number;
  subject: string;
  failed: number;
  active: boolean;
}) {
  const [open, setOpen] = useState(false);
  const failures = useCampaignFailures(campaignId, { enabled: open, active });
  return (
    <details className={styles.failures} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Failed recipients ({failed})</summary>
      {failures.isPending && open ? (
        <p role="status" className={styles.muted}>
          {campaignTexts.failuresLoading}
        </p>
      ) : failures.isError ? (
        <p role="alert" className={styles.error}>
          {campaignTexts.failuresLoadFailed}
        </p>
      ) : failures.data ? (
        <ul className={styles.failureList} aria-label={`Failed recipients of “${subject}”`}>
          {failures.data.map((failure) => (
            <li key={failure.email}>
              <span className={styles.failureEmail}>{failure.email}</span>
              <span className={styles.failureReason}>{reasonText(failure.reason)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}
