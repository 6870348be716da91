import styles from './pages.module.css';

/** The message under a field, named by the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  );
}

/** aria-invalid and aria-describedby of a control with an optional hint and error. */
export function describedBy(ids: { hint?: string; error?: string }, error?: string) {
  const described = [ids.hint, error ? ids.error : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined };
}
