import { useEffect, useRef } from 'react';
import type { Pledge } from '#shared/api/giving';
import { useTexts } from '#client/i18n/language-context.tsx';
import { signedPledge } from '../pledge-link.ts';
import { CopyButton } from './copy-button.tsx';
import { PledgePayment } from './pledge-payment.tsx';
import { UtrForm } from './utr-form.tsx';
import styles from './giving.module.css';

interface PledgeResultProps {
  pledge: Pledge;
  onChange: (pledge: Pledge) => void;
}

/** Right after pledging: thanks, how to pay, and the UTR now or later from the pledge's own link. */
export function PledgeResult({ pledge, onChange }: PledgeResultProps) {
  const { utr: texts, messages } = useTexts().giving;
  const heading = useRef<HTMLParagraphElement>(null);
  // The form the donor just sent is gone: the thanks take the focus, so the next thing read is the result.
  useEffect(() => heading.current?.focus(), []);
  const token = signedPledge(pledge.link)?.token ?? '';
  return (
    <div className={styles.result}>
      <p ref={heading} tabIndex={-1} className={styles.thanks}>
        {messages.pledgeRecorded}
      </p>
      <PledgePayment pledge={pledge} Heading="h4" />
      <UtrForm pledge={pledge} token={token} onSaved={onChange} Heading="h4" />
      <div className={styles.later}>
        <p>
          <strong>{texts.laterTitle}</strong> {texts.laterNote}
        </p>
        <p className={styles.linkRow}>
          <a href={pledge.link}>{texts.pledgeLink}</a>
          <CopyButton value={pledge.link} what={texts.pledgeLink} />
        </p>
      </div>
    </div>
  );
}
