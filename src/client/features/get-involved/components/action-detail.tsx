import type { RefObject } from 'react';
import type { GetInvolvedAction } from '#client/texts/get-involved.ts';
import { givingTexts } from '#client/texts/giving.ts';
import { GivingFailed, type GivingState } from '#client/features/giving/giving.tsx';
import { InterestForm } from './interest-form.tsx';
import styles from './get-involved.module.css';

interface ActionDetailProps {
  action: GetInvolvedAction;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The pledge form's code and options; its two forms are drawn together once it is ready. */
  giving: GivingState;
  onRetryGiving: () => void;
  onCancel: () => void;
}

/**
 * One chosen action: its description at once, then the pledge form and the Expression of Interest
 * together, so that neither moves under the visitor's fingers once they have started typing (issue 30).
 */
export function ActionDetail({ action, headingRef, giving, onRetryGiving, onCancel }: ActionDetailProps) {
  return (
    <section aria-labelledby="chosen-action" className={styles.detail}>
      <div className={styles.detailIntro}>
        <img className={styles.detailImage} src={action.image} alt="" width={320} height={200} />
        <div>
          <h2 id="chosen-action" ref={headingRef} tabIndex={-1} className={styles.detailTitle}>
            {action.title}
          </h2>
          {action.description.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <h3 className={styles.coversTitle}>What your support covers</h3>
          <ul className={styles.covers}>
            {action.covers.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      {giving === 'loading' ? (
        <p role="status">{givingTexts.loading}</p>
      ) : (
        <>
          {giving === 'failed' ? (
            <GivingFailed message={givingTexts.loadFailed} onRetry={onRetryGiving} />
          ) : (
            <giving.GiveMoney action={action.id} first={giving.first} />
          )}
          <InterestForm
            key={action.id}
            action={action.title}
            defaultRoles={['sponsor']}
            headingLevel={3}
            onCancel={onCancel}
          />
        </>
      )}
    </section>
  );
}
