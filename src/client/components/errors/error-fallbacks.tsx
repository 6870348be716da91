import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocalPath, useTexts } from '#client/i18n/language-context.tsx';
import { useSiteDetails } from '#client/lib/site-content.tsx';
import { Button, buttonClassName } from '../ui/button.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import styles from './error-fallbacks.module.css';

interface PageErrorProps {
  onRetry: () => void;
  /** Drawn without the public layout (the layout itself, or a page without one, failed). */
  standalone?: boolean;
}

/** In place of a page that failed to draw: what happened, and a way to try again or go home. */
export function PageError({ onRetry, standalone = false }: PageErrorProps) {
  const site = useSiteDetails();
  const errorTexts = useTexts().errors;
  const local = useLocalPath();
  return (
    <div className={standalone ? styles.standalone : styles.page}>
      {standalone && <p className={styles.brand}>{site.name}</p>}
      <div role="alert">
        <h1 className={styles.title}>{errorTexts.pageTitle}</h1>
        <p className={styles.text}>{errorTexts.pageText}</p>
      </div>
      <div className={styles.actions}>
        <Button onClick={onRetry}>{errorTexts.retry}</Button>
        {standalone ? (
          // A full load: whatever broke this page starts afresh.
          <a href={local('/')} className={buttonClassName('outline')}>
            {errorTexts.home}
          </a>
        ) : (
          <Link to={local('/')} className={buttonClassName('outline')}>
            {errorTexts.home}
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * Around the page inside the public layout: a page that throws while drawing leaves the header, menu,
 * sidebar and footer in place. Another route clears the error.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKeys={[pathname]} fallback={(retry) => <PageError onRetry={retry} />}>
      {children}
    </ErrorBoundary>
  );
}

/** The last resort around the whole app, for the layout itself and pages drawn without it. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKeys={[pathname]} fallback={(retry) => <PageError standalone onRetry={retry} />}>
      {children}
    </ErrorBoundary>
  );
}

/** In place of one section of a page, named by its title; the other sections go on working. */
export function SectionError({ name, onRetry }: { name: string; onRetry: () => void }) {
  const errorTexts = useTexts().errors;
  return (
    <section className={styles.section} aria-label={name}>
      <div className={styles.sectionBox}>
        <p role="alert" className={styles.message}>
          {errorTexts.section(name)}
        </p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {errorTexts.retry}
        </Button>
      </div>
    </section>
  );
}

export function SectionErrorBoundary({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={(retry) => <SectionError name={name} onRetry={retry} />}>
      {children}
    </ErrorBoundary>
  );
}
