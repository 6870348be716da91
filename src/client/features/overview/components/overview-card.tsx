import { useId, type ReactNode } from 'react';
import { findPanel, type PanelId } from '#client/features/dashboard/dashboard-menu.ts';
import { useOpenPanel } from '#client/features/dashboard/open-panel.ts';
import forms from '#client/admin/forms.module.css';
import { overviewTexts } from '../overview-texts.ts';
import styles from './overview.module.css';

export interface Figure {
  value: number;
  label: string;
}

interface OverviewCardProps {
  title: string;
  figures?: Figure[];
  panel: PanelId;
  children?: ReactNode;
}

/** One part of the dashboard at a glance: its figures and a button that opens its panel. */
export function OverviewCard({ title, figures = [], panel, children }: OverviewCardProps) {
  const titleId = useId();
  const openPanel = useOpenPanel();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        {title}
      </h3>
      {figures.length > 0 && (
        <ul className={styles.figures}>
          {figures.map((figure) => (
            <li key={figure.label} className={styles.figure}>
              <span className={styles.value}>{figure.value.toLocaleString('en-IN')}</span> {figure.label}
            </li>
          ))}
        </ul>
      )}
      {children}
      <button type="button" className={`${forms.secondary} ${styles.open}`} onClick={() => openPanel(panel)}>
        {overviewTexts.open(findPanel(panel)?.label ?? title)}
      </button>
    </section>
  );
}
