import type { ReactNode } from 'react';
import styles from './feedback.module.css';

/** An error the administrator must notice: announced at once (role alert) and shown in error colours. */
export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={styles.error}>
      {children}
    </p>
  );
}

/** Work in progress, announced politely. */
export function LoadingMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.loading}>
      {children}
    </p>
  );
}

/** A list with nothing in it yet. */
export function EmptyMessage({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

/** A load failure with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.loadError}>
      <ErrorMessage>{message}</ErrorMessage>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
