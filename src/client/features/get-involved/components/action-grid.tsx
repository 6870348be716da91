import { useTexts } from '#client/i18n/language-context.tsx';
import styles from './get-involved.module.css';

interface ActionGridProps {
  onChoose: (id: string) => void;
  registerButton: (id: string, node: HTMLButtonElement | null) => void;
}

/** The four ways to give; each card is one button, named by the action's title. */
export function ActionGrid({ onChoose, registerButton }: ActionGridProps) {
  const { intro: getInvolvedIntro, actions: getInvolvedActions } = useTexts().getInvolved;
  return (
    <section aria-labelledby="ways-to-give" className={styles.gridSection}>
      <h2 id="ways-to-give" className="visually-hidden">
        {getInvolvedIntro.gridLabel}
      </h2>
      <ul className={styles.grid}>
        {getInvolvedActions.map((action) => (
          <li key={action.id} className={styles.card}>
            <img className={styles.cardImage} src={action.image} alt="" width={320} height={200} />
            <h3 className={styles.cardTitle}>
              <button
                ref={(node) => registerButton(action.id, node)}
                type="button"
                className={styles.cardButton}
                aria-describedby={`${action.id}-summary`}
                onClick={() => onChoose(action.id)}
              >
                {action.title}
              </button>
            </h3>
            <p id={`${action.id}-summary`} className={styles.cardSummary}>
              {action.summary}
            </p>
            <span className={styles.cardCta} aria-hidden="true">
              {getInvolvedIntro.choose} →
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
