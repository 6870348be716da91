import { useId, type ChangeEvent } from 'react';
import { textListHints } from '#shared/content/list-editor-texts';
import forms from '#client/admin/forms.module.css';
import { FieldError } from '../../components/field-error.tsx';
import type { FieldErrors, FieldSpec } from './field-spec.ts';
import { PictureField, type Picture } from './picture-field.tsx';
import { TextListArea } from './text-list-area.tsx';
import { TitledTextsField } from './titled-texts-field.tsx';
import styles from './lists.module.css';

interface EntryFieldsProps<V> {
  fields: readonly FieldSpec<V>[];
  values: V;
  errors: FieldErrors;
  onChange: (name: keyof V & string, value: unknown) => void;
}

/** Every field of one entry (or block), each with its visible label, hint and problem. */
export function EntryFields<V>({ fields, values, errors, onChange }: EntryFieldsProps<V>) {
  return fields
    .filter((field) => field.shown?.(values) ?? true)
    .map((field) => (
      <Field
        key={field.name}
        field={field}
        value={(values as Record<string, unknown>)[field.name]}
        error={errors[field.name]}
        onChange={(value) => onChange(field.name, value)}
      />
    ));
}

interface FieldProps<V> {
  field: FieldSpec<V>;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
}

function Field<V>({ field, value, error, onChange }: FieldProps<V>) {
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

  if (field.kind === 'titledTexts') {
    return (
      <TitledTextsField
        label={field.label}
        noun={field.itemNoun ?? field.label}
        value={value}
        error={error}
        onChange={onChange}
      />
    );
  }
  if (field.kind === 'picture' || field.kind === 'picturePath') {
    return (
      <PictureField
        label={field.label}
        hint={field.hint}
        described={field.kind === 'picture'}
        value={value as Picture | string}
        error={error}
        onChange={onChange}
      />
    );
  }
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
