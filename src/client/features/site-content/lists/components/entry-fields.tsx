import { FieldControl, type FieldProps } from './field-control.tsx';
import type { FieldErrors, FieldSpec } from './field-spec.ts';
import { PictureField, type Picture } from './picture-field.tsx';
import { TitledTextsField } from './titled-texts-field.tsx';

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

function Field<V>({ field, value, error, onChange }: FieldProps<V>) {
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
  return <FieldControl field={field} value={value} error={error} onChange={onChange} />;
}
