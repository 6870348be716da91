import { useId, type ReactNode } from 'react';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import styles from './pages.module.css';

interface PageSectionProps {
  title: string;
  hint: string;
  /** A failed action of the section, shown above its content. */
  error: string | null;
  children: ReactNode;
}

/** A part of the page being edited below its form: documents, earlier versions. */
export function PageSection({ title, hint, error, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionHeading}>
        {title}
      </h3>
      <p className={forms.hint}>{hint}</p>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {children}
    </section>
  );
}
