import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
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

/** What a labelled control needs: its label, hint and problem, and the ids that tie them to it. */
interface FieldFrameProps {
  label: string;
  hint: string | undefined;
  error: string | undefined;
  /** Draws the control with its id and the ids that describe it (its hint, then its problem). */
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** A control's label above it, its hint under the label and its problem under it, announced with it. */
function FieldFrame({ label, hint, error, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${forms.field} ${styles.field}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className={forms.hint}>
          {hint}
        </p>
      )}
      {children({ id, describedBy })}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with an optional hint and its own error message. */
export function TextField({ label, value, onChange, hint, error, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <input
          id={id}
          className={forms.control}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
      )}
    </FieldFrame>
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
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
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
      )}
    </FieldFrame>
  );
}

/** For codes and numbers (UPI ID, IFSC, PAN, UTR): the browser neither fills them in nor checks spelling. */
export const codeEntry = { autoComplete: 'off', spellCheck: false } as const;
