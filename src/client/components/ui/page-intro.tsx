import type { ReactNode } from 'react';
import styles from './page.module.css';

interface PageIntroProps {
  title: ReactNode;
  lead: ReactNode;
  /** Classes of a page that sets its intro apart (the gallery centres it); the shared look otherwise. */
  className?: string;
  titleClassName?: string;
  leadClassName?: string;
  /** What belongs to the intro, such as links to the page's sections. */
  children?: ReactNode;
}

/** The title and lead paragraph that open a public page. */
export function PageIntro({
  title,
  lead,
  className,
  titleClassName,
  leadClassName,
  children,
}: PageIntroProps) {
  return (
    <header className={className ?? styles.intro}>
      <h1 className={titleClassName ?? styles.title}>{title}</h1>
      <p className={leadClassName ?? styles.lead}>{lead}</p>
      {children}
    </header>
  );
}
