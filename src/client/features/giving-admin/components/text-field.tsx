import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import forms from '#client/admin/forms.module.css';
import styles from '../giving-admin.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string | undefined;
  /** The problem with this field, shown under it and announced with it. */
  error?: string | undefined;
}

/** The ids a labelled control is described by: its hint, then its problem. */
function useDescription(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return { id, hintId, errorId, describedBy: describedBy || undefined };
}

/** A labelled input with an optional hint and its own error message. */
export function TextField({ label, value, onChange, hint, error, ...input }: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescription(hint, error);
  return (
    <div className={`${forms.field} ${styles.field}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className={forms.hint}>
          {hint}
        </p>
      )}
      <input
        id={id}
        className={forms.control}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled text of a few lines (a reason, the goods given), with an optional hint and its problem. */
export function TextAreaField({ label, value, onChange, hint, error, ...area }: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescription(hint, error);
  return (
    <div className={`${forms.field} ${styles.field}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className={forms.hint}>
          {hint}
        </p>
      )}
      <textarea
        id={id}
        className={`${forms.control} ${styles.shortText}`}
        rows={3}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        {...area}
      />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** For codes and numbers (UPI ID, IFSC, PAN, UTR): the browser neither fills them in nor checks spelling. */
export const codeEntry = { autoComplete: 'off', spellCheck: false } as const;
