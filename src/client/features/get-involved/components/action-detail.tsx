import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import type { GetInvolvedAction } from '#client/texts/get-involved.ts';
import { useTexts } from '#client/i18n/language-context.tsx';
import { GivingFailed, type GivingState } from '#client/features/giving/giving.tsx';
import { InterestForm } from './interest-form.tsx';
import styles from './get-involved.module.css';

interface ActionDetailProps {
  /** The action's id and picture; its words are the page's language's. */
  action: GetInvolvedAction;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The pledge form's code and options. */
  giving: GivingState;
  onRetryGiving: () => void;
  /** Back to the grid of actions. */
  onCancel: () => void;
}

/**
 * One chosen action: its description, then its pledge form alone (issue 25). The Expression of Interest is
 * the other way to help, behind its own choice, "Give your time instead", so a donor who is paying never
 * has a second form before or after the payment. Going back and forth keeps the pledge form as it was: it
 * is only hidden while the other form shows. Each choice moves focus to what it opened.
 */
export function ActionDetail({ action, headingRef, giving, onRetryGiving, onCancel }: ActionDetailProps) {
  const { getInvolved, giving: givingTexts, layout } = useTexts();
  const actionWays = getInvolved.ways;
  const words = getInvolved.actions.find((candidate) => candidate.id === action.id) ?? action;
  const [way, setWay] = useState<'money' | 'time'>('money');
  const interestHeading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<RefObject<HTMLHeadingElement | null> | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    target?.current?.focus();
  }, [way]);

  function choose(next: 'money' | 'time') {
    focusNext.current = next === 'time' ? interestHeading : headingRef;
    setWay(next);
  }

  return (
    <section aria-labelledby="chosen-action" className={styles.detail}>
      <div className={styles.detailIntro}>
        <img className={styles.detailImage} src={action.image} alt="" width={320} height={200} />
        <div>
          <h2 id="chosen-action" ref={headingRef} tabIndex={-1} className={styles.detailTitle}>
            {words.title}
          </h2>
          {words.description.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <h3 className={styles.coversTitle}>{layout.getInvolved.covers}</h3>
          <ul className={styles.covers}>
            {words.covers.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <div hidden={way === 'time'} className={styles.way}>
        {giving === 'loading' ? (
          <p role="status">{givingTexts.loading}</p>
        ) : giving === 'failed' ? (
          <GivingFailed message={givingTexts.loadFailed} onRetry={onRetryGiving} />
        ) : (
          <giving.GiveMoney action={action.id} first={giving.first} />
        )}
      </div>
      {way === 'money' ? (
        <div className={styles.otherWay}>
          <p>{actionWays.timeText}</p>
          <div className={styles.otherWayButtons}>
            <Button variant="outline" onClick={() => choose('time')}>
              {actionWays.giveTime}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {actionWays.allWays}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.way}>
          <Button variant="outline" className={styles.backToMoney} onClick={() => choose('money')}>
            {actionWays.giveMoney}
          </Button>
          <InterestForm
            // The inbox keeps the action in English, as the dashboard reads it, whatever the page's language.
            action={action.title}
            headingLevel={3}
            headingRef={interestHeading}
            onCancel={onCancel}
          />
        </div>
      )}
    </section>
  );
}
