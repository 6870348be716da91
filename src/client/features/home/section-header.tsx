import type { ReactNode } from 'react';
import styles from './section.module.css';

interface SectionHeaderProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** Centred heading block of a home page section; `id` names the section through aria-labelledby. */
export function SectionHeader({ id, eyebrow, title, children }: SectionHeaderProps) {
  return (
    <div className={styles.header}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children && <p className={styles.lead}>{children}</p>}
    </div>
  );
}
