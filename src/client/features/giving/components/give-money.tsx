import { useId, useState } from 'react';
import type { SponsorAction } from '#shared/api/giving-fields';
import type { GivingOptions, Pledge } from '#shared/api/giving';
import { useTexts } from '#client/i18n/language-context.tsx';
import { getGivingOptions } from '../api/get-giving-options.ts';
import { DonorForm } from './donor-form.tsx';
import { GivingClosed } from './giving-closed.tsx';
import { GivingFailed } from './giving-failed.tsx';
import { PledgeResult } from './pledge-result.tsx';
import { useAnswer, type Answer } from './use-answer.ts';
import styles from './giving.module.css';

/**
 * Giving money for one sponsor action: the amounts and donor form while giving is open, then, on the same
 * page, how to pay the pledge. Until the administrator sets a UPI ID it shows how to contact us instead.
 * `first` is the options' answer when it came with this code (`prepareGiving`), so the form is drawn at once.
 */
export function GiveMoney({ action, first }: { action: SponsorAction; first?: Answer<GivingOptions> }) {
  const id = useId();
  const givingTexts = useTexts().giving;
  const { answer, retry } = useAnswer(getGivingOptions, givingTexts.loadFailed, first);
  const [pledge, setPledge] = useState<Pledge | null>(null);
  const closed = answer.kind === 'ready' && !answer.value.open;

  return (
    <section aria-labelledby={`${id}-title`} className={styles.give}>
      <h3 id={`${id}-title`} className={styles.title}>
        {closed ? givingTexts.closedTitle : givingTexts.title}
      </h3>
      {answer.kind === 'loading' && <p role="status">{givingTexts.loading}</p>}
      {answer.kind === 'failed' && <GivingFailed message={answer.message} onRetry={retry} />}
      {closed && <GivingClosed />}
      {answer.kind === 'ready' && answer.value.open && !pledge && (
        <>
          <p className={styles.lead}>{givingTexts.lead}</p>
          <DonorForm action={action} options={answer.value} onPledged={setPledge} />
        </>
      )}
      {pledge && <PledgeResult pledge={pledge} onChange={setPledge} />}
    </section>
  );
}
