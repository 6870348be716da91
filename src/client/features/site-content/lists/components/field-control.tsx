import { useId, type ChangeEvent } from 'react';
import { textListHints } from '#shared/content/list-editor-texts';
import forms from '#client/admin/forms.module.css';
import { FieldError } from '#client/admin/field.tsx';
import type { FieldErrors, FieldSpec } from './field-spec.ts';
import { TextListArea } from './text-list-area.tsx';
import styles from './lists.module.css';

interface FieldControlsProps<V> {
  fields: readonly FieldSpec<V>[];
  values: V;
  errors: FieldErrors;
  onChange: (name: keyof V & string, value: unknown) => void;
}

/** Fields of the plain kinds, each a labelled control: what a form without pictures needs. */
export function FieldControls<V>({ fields, values, errors, onChange }: FieldControlsProps<V>) {
  return fields
    .filter((field) => field.shown?.(values) ?? true)
    .map((field) => (
      <FieldControl
        key={field.name}
        field={field}
        value={(values as Record<string, unknown>)[field.name]}
        error={errors[field.name]}
        onChange={(value) => onChange(field.name, value)}
      />
    ));
}

export interface FieldProps<V> {
  field: FieldSpec<V>;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
}

/**
 * One field drawn as a labelled control (text, number, select, text area, a list of lines or paragraphs)
 * with its hint and problem. Pictures and titled texts have fields of their own (entry-fields.tsx).
 */
export function FieldControl<V>({ field, value, error, onChange }: FieldProps<V>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hint = field.kind === 'paragraphs' || field.kind === 'lines' ? textListHints[field.kind] : field.hint;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    className: forms.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const text = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);

  return (
    <div className={forms.field} data-field={field.name}>
      <label htmlFor={id}>{field.label}</label>
      {hint && (
        <p id={hintId} className={forms.hint}>
          {hint}
        </p>
      )}
      {field.kind === 'paragraphs' || field.kind === 'lines' ? (
        <TextListArea {...common} kind={field.kind} value={value} onChange={onChange} />
      ) : field.kind === 'textarea' ? (
        <textarea
          {...common}
          className={`${common.className} ${styles.growing}`}
          value={String(value ?? '')}
          onChange={text}
        />
      ) : field.kind === 'select' ? (
        <select
          {...common}
          value={String(value ?? '')}
          onChange={(event) => {
            const chosen = field.options?.find((option) => String(option.value) === event.target.value);
            onChange(chosen?.value ?? event.target.value);
          }}
        >
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'number' ? (
        <input
          {...common}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
        />
      ) : (
        <input {...common} type={field.kind} value={String(value ?? '')} onChange={text} />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
