import { Suspense, type RefObject } from 'react';
import type { GetInvolvedAction } from '#client/content/get-involved.ts';
import { givingTexts } from '#client/content/giving.ts';
import { GiveMoney } from '#client/features/giving/giving.tsx';
import { InterestForm } from './interest-form.tsx';
import styles from './get-involved.module.css';

interface ActionDetailProps {
  action: GetInvolvedAction;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onCancel: () => void;
}

export function ActionDetail({ action, headingRef, onCancel }: ActionDetailProps) {
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
      <Suspense fallback={<p role="status">{givingTexts.loading}</p>}>
        <GiveMoney action={action.id} />
      </Suspense>
      <InterestForm
        key={action.id}
        action={action.title}
        defaultRoles={['sponsor']}
        headingLevel={3}
        onCancel={onCancel}
      />
    </section>
  );
}
