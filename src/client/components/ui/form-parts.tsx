import styles from './form.module.css';

/** The red asterisk after a required field's label; the note above the form says what it means. */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}

/** The one wording, on every form, of what the asterisk means. */
export function RequiredNote({ id }: { id?: string }) {
  return (
    <p id={id} className={styles.note}>
      Fields marked with <RequiredMark />
      <span className="visually-hidden">an asterisk</span> are required.
    </p>
  );
}
