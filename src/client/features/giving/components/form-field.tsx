import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './giving.module.css';

type ControlProps = Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'value' | 'onChange'>;

interface FormFieldProps extends ControlProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: ReactNode;
  error?: string | undefined;
  /** A textarea instead of a one-line input. */
  multiline?: boolean;
}

/** A labelled control with its hint and its problem, both read out with it. */
export function FormField({
  id,
  label,
  value,
  onValue,
  hint,
  error,
  multiline = false,
  ...control
}: FormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          {...common}
          name={control.name}
          rows={3}
          autoComplete={control.autoComplete}
          maxLength={control.maxLength}
          onChange={(event) => onValue(event.target.value)}
        />
      ) : (
        <input {...common} {...control} onChange={(event) => onValue(event.target.value)} />
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
