import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { messages } from '#shared/messages';
import { listEditorTexts as texts } from '#shared/content/list-editor-texts';
import forms from '#client/admin/forms.module.css';
import { EntryFields } from './entry-fields.tsx';
import { fieldErrors, type FieldErrors } from '#client/admin/field-errors.ts';
import { firstPart, type FieldSpec } from './field-spec.ts';
import styles from './lists.module.css';

interface EntryFormProps<T> {
  heading: string;
  initial: T;
  fields: readonly FieldSpec<T>[];
  schema: z.ZodType;
  onDone: (value: T) => void;
  onCancel: () => void;
}

/**
 * One entry's fields. Done checks the entry with the contract's schema, so each problem shows beside its
 * field at once; the entry joins the list, which is sent with "Save changes".
 */
export function EntryForm<T>({ heading, initial, fields, schema, onDone, onCancel }: EntryFormProps<T>) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  }, []);

  function done(event: FormEvent) {
    event.preventDefault();
    const checked = schema.safeParse(values);
    if (checked.success) {
      onDone({ ...values, ...(checked.data as object) });
      return;
    }
    setErrors(
      fieldErrors(checked.error.issues, { fallback: messages.common.invalidInput, fieldOf: firstPart }),
    );
    // After React draws the problems, start at the first field that has one.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  return (
    <form
      ref={formRef}
      className={`${forms.form} ${styles.entryForm}`}
      aria-labelledby={headingId}
      noValidate
      onSubmit={done}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h4 id={headingId} className={styles.formHeading}>
        {heading}
      </h4>
      <EntryFields
        fields={fields}
        values={values}
        errors={errors}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
      />
      <p className={forms.hint}>{texts.applyHint}</p>
      <div className={forms.actions}>
        <button type="submit" className={forms.primary}>
          {texts.done}
        </button>
        <button type="button" className={forms.secondary} onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
