import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import forms from './forms.module.css';

/** The message under a field, named by the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={forms.fieldError}>
      {message}
    </p>
  );
}

/** aria-invalid and aria-describedby of a control with an optional hint and error. */
export function describedBy(ids: { hint?: string | undefined; error?: string }, error?: string) {
  const described = [ids.hint, error ? ids.error : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined };
}

interface FieldFrameProps {
  label: string;
  hint: string | undefined;
  error: string | undefined;
  className?: string | undefined;
  /** Draws the control with its id and what describes it (its hint, then its problem). */
  children: (control: { id: string } & ReturnType<typeof describedBy>) => ReactNode;
}

/** A control's label above it, its hint under the label and its problem under it, announced with it. */
function FieldFrame({ label, hint, error, className, children }: FieldFrameProps) {
  const id = useId();
  const ids = { hint: hint ? `${id}-hint` : undefined, error: `${id}-error` };
  return (
    <div className={className ? `${forms.field} ${className}` : forms.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={ids.hint} className={forms.hint}>
          {hint}
        </p>
      )}
      {children({ id, ...describedBy(ids, error) })}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string | undefined;
  /** The problem with this field, shown under it and announced with it. */
  error?: string | undefined;
  /** A class for the field's frame, to place it in its form's grid. */
  fieldClassName?: string | undefined;
}

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'> & {
    /** A fixed start shown before the control, such as the "/" of a page's address. */
    prefix?: string | undefined;
  };

/** A labelled input with an optional hint and its own error message: the dashboard's one text field. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  fieldClassName,
  prefix,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={fieldClassName}>
      {(control) => {
        const field = (
          <input
            className={forms.control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...control}
            {...input}
          />
        );
        return prefix ? (
          <div className={forms.prefixed}>
            <span aria-hidden="true">{prefix}</span>
            {field}
          </div>
        ) : (
          field
        );
      }}
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'>;

/** A labelled text of a few lines (a reason, a summary, the goods given), with an optional hint and its problem. */
export function TextAreaField({
  label,
  value,
  onChange,
  hint,
  error,
  fieldClassName,
  ...area
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={fieldClassName}>
      {(control) => (
        <textarea
          className={`${forms.control} ${forms.shortText}`}
          rows={3}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...control}
          {...area}
        />
      )}
    </FieldFrame>
  );
}

/** For codes and numbers (UPI ID, IFSC, PAN, UTR): the browser neither fills them in nor checks spelling. */
export const codeEntry = { autoComplete: 'off', spellCheck: false } as const;
