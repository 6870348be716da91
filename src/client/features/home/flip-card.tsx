import { useState } from 'react';
import type { FocusEvent } from 'react';
import type { Programme } from '#shared/api/content';
import { useTexts } from '#client/i18n/language-context.tsx';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';
import styles from './flip-card.module.css';

/** Whether the element got focus from the keyboard; a pointer press is left to the click. */
function focusedByKeyboard(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * A program card: picture and title in front, description behind. It turns over on hover (mouse),
 * on keyboard focus, and on click or tap, which toggles it; leaving it turns it back.
 */
export function FlipCard({ program, index }: { program: Programme; index: number }) {
  const texts = useTexts().layout.home.programs;
  const [flipped, setFlipped] = useState(false);
  const titleId = `program-${index}-title`;
  const descriptionId = `program-${index}-description`;

  const onFocus = (event: FocusEvent<HTMLButtonElement>) => {
    if (focusedByKeyboard(event.currentTarget)) setFlipped(true);
  };

  return (
    <article className={styles.card} data-flipped={flipped ? 'true' : undefined} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div className={styles.front}>
          <LazyImage {...program.image} />
          <h3 id={titleId} className={styles.title}>
            {program.title}
          </h3>
        </div>
        <div className={styles.back}>
          <p className={styles.backTitle} aria-hidden="true">
            {program.title}
          </p>
          <p id={descriptionId} className={styles.description}>
            {program.description}
          </p>
        </div>
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={flipped}
        aria-describedby={descriptionId}
        onClick={() => setFlipped((current) => !current)}
        onFocus={onFocus}
        onBlur={() => setFlipped(false)}
      >
        <span className="visually-hidden">{texts.showDescription(program.title)}</span>
      </button>
    </article>
  );
}
