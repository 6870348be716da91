import { findPanel } from '#client/features/dashboard/dashboard-menu.ts';
import { useOpenPanel } from '#client/features/dashboard/open-panel.ts';
import forms from '#client/admin/forms.module.css';
import type { CardSpec } from '../overview-cards.ts';
import { overviewTexts } from '../overview-texts.ts';
import styles from './overview.module.css';

/** One part of the dashboard at a glance: its figures and a button that opens its panel. */
export function OverviewCard({ card }: { card: CardSpec }) {
  const openPanel = useOpenPanel();
  return (
    <section className={styles.card} aria-label={card.title}>
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
      <button
        type="button"
        className={`${forms.secondary} ${styles.open}`}
        onClick={() => openPanel(card.panel)}
      >
        {overviewTexts.open(findPanel(card.panel)?.label ?? card.title)}
      </button>
    </section>
  );
}
