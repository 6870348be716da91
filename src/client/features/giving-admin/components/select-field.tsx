import { useId } from 'react';
import forms from '#client/admin/forms.module.css';

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
  /** Said under the label and read with the choice. */
  hint?: string | undefined;
}

/** A labelled choice among fixed options. */
export function SelectField<T extends string>({
  label,
  value,
  onChange,
  options,
  hint,
}: SelectFieldProps<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className={forms.hint}>
          {hint}
        </p>
      )}
      <select
        id={id}
        className={forms.control}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Options whose label is the value itself, e.g. financial years. */
export const plainOptions = <T extends string>(values: readonly T[]) =>
  values.map((value) => ({ value, label: value }));
