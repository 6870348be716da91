import type { ReactNode } from 'react';
import type { FormOutcome } from '#client/lib/use-sent-form.ts';
import { useTexts } from '#client/i18n/language-context.tsx';
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
  const words = useTexts().forms.required;
  return (
    <p id={id} className={styles.note}>
      {words.before}
      <RequiredMark />
      <span className="visually-hidden">{words.asterisk}</span>
      {words.after}
    </p>
  );
}

/**
 * Where a sent form says how it went: both live regions stay rendered, so what appears in them is
 * announced, and show nothing until there is something to say. `sentIcon` goes before the success
 * message.
 */
export function FormOutcomeMessages({ outcome, sentIcon }: { outcome: FormOutcome; sentIcon?: ReactNode }) {
  return (
    <>
      <div role="status" className={styles.success}>
        {outcome.kind === 'sent' && (
          <>
            {sentIcon}
            {outcome.message}
          </>
        )}
      </div>
      <div role="alert" className={styles.error}>
        {outcome.kind === 'failed' && outcome.message}
      </div>
    </>
  );
}
