import { useId } from 'react';
import forms from '#client/admin/forms.module.css';
import { describedBy, FieldError } from './field-error.tsx';
import styles from './pages.module.css';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  multiline?: boolean;
  /** The field that gets focus first when the form is refused. */
  name: string;
  maxLength?: number;
  prefix?: string;
}

/** A labelled text field with its hint and the message of a refusal. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  multiline,
  name,
  maxLength,
  prefix,
}: TextFieldProps) {
  const id = useId();
  const ids = { hint: hint && `${id}-hint`, error: `${id}-error` };
  const props = {
    id,
    name,
    value,
    maxLength,
    className: forms.control,
    ...describedBy(ids, error),
  };
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={ids.hint} className={forms.hint}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...props} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : prefix ? (
        <div className={styles.prefixed}>
          <span aria-hidden="true">{prefix}</span>
          <input {...props} onChange={(event) => onChange(event.target.value)} />
        </div>
      ) : (
        <input {...props} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
