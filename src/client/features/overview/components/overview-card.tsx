import type { CardSpec } from '../overview-cards.ts';
import { PanelButton } from './panel-button.tsx';
import styles from './overview.module.css';

/** One part of the dashboard at a glance: its figures and a button that opens its panel. */
export function OverviewCard({ card }: { card: CardSpec }) {
  return (
    <section className={`${styles.card} ${card.waiting ? styles.waiting : ''}`} aria-label={card.title}>
      <h3 className={styles.cardTitle}>{card.title}</h3>
      {card.figures.length > 0 && (
        <ul className={styles.figures}>
          {card.figures.map((figure) => (
            <li key={figure.label} className={styles.figure}>
              <span className={styles.value}>{figure.value.toLocaleString('en-IN')}</span> {figure.label}
            </li>
          ))}
        </ul>
      )}
      {card.detail && <p className={styles.detail}>{card.detail}</p>}
      <PanelButton link={card.link} className={styles.open} />
    </section>
  );
}
