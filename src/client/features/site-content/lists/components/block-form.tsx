import { useState, type FormEvent } from 'react';
import { listEditorTexts as texts } from '#shared/content/list-editor-texts';
import { messages } from '#shared/messages';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import type { BlockConfig } from './block-config.ts';
import { EntryFields } from './entry-fields.tsx';
import { fieldErrors, type FieldErrors } from '#client/admin/field-errors.ts';
import { firstPart } from './field-spec.ts';
import type { Editing } from './loaded-content.tsx';
import { useUnsavedChanges } from '#client/admin/unsaved-changes.tsx';
import styles from './lists.module.css';

interface BlockFormProps<S, V> extends Editing<S> {
  config: BlockConfig<S, V>;
}

/**
 * One block of content as one form, in sections. "Save changes" checks it with the contract's schema,
 * so each problem shows beside its field, then replaces the block; the server's refusal shows below.
 */
export function BlockForm<S, V>({ config, saved, save, saving }: BlockFormProps<S, V>) {
  const showSuccess = useSuccessPopup();
  const [base, setBase] = useState(() => config.toForm(saved));
  const [values, setValues] = useState(base);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(base);
  useUnsavedChanges(dirty);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setRefusal(null);
    const checked = config.schema.safeParse(config.fromForm(values));
    if (!checked.success) {
      const fieldOf = config.fieldOf;
      setErrors(
        fieldErrors(checked.error.issues, {
          fallback: messages.common.invalidInput,
          fieldOf: fieldOf ? (path) => fieldOf(path, values) : firstPart,
        }),
      );
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    save(checked.data).then(
      (answer) => {
        const next = config.toForm(answer);
        setBase(next);
        setValues(next);
        showSuccess(texts.saved(config.title));
      },
      (failure: unknown) => setRefusal(errorMessage(failure, texts.saveFailed)),
    );
  }

  return (
    <form className={`${forms.form} ${styles.editor}`} noValidate onSubmit={submit}>
      {config.sections.map((section) => (
        <fieldset key={section.heading} className={`${forms.fieldset} ${styles.detailsGroup}`}>
          <legend className={styles.groupHeading}>{section.heading}</legend>
          <EntryFields
            fields={section.fields}
            values={values}
            errors={errors}
            onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
          />
        </fieldset>
      ))}
      <div className={styles.divided}>
        {refusal && <ErrorMessage>{refusal}</ErrorMessage>}
        {dirty && <p className={styles.unsaved}>{texts.unsaved}</p>}
        <div className={forms.actions}>
          <button type="submit" className={forms.primary} disabled={saving}>
            {saving ? texts.saving : texts.saveChanges}
          </button>
          <button
            type="button"
            className={forms.secondary}
            disabled={!dirty || saving}
            onClick={() => {
              setValues(base);
              setErrors({});
            }}
          >
            {texts.discard}
          </button>
        </div>
      </div>
    </form>
  );
}
