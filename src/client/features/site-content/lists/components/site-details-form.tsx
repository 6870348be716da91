import { useState, type FormEvent } from 'react';
import { siteDetailsSchema, type SiteDetails } from '#shared/api/content';
import { listEditorTexts as texts, siteContentTitles } from '#shared/content/list-editor-texts';
import { messages } from '#shared/messages';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useSaveSiteDetails, useSiteDetails } from '../api/site-details.ts';
import { fromSiteForm, siteFieldOf, siteFormSections, toSiteForm } from '../site-details-fields.ts';
import { EntryFields } from './entry-fields.tsx';
import { fieldErrors, type FieldErrors } from './field-spec.ts';
import { useLeaveWarning } from './use-leave-warning.ts';
import styles from './lists.module.css';

/** Contact details: the organisation's name, address, phones, e-mail, hours, social links and badge. */
export function SiteDetailsPanel() {
  const query = useSiteDetails();
  if (query.isPending) return <LoadingMessage>{texts.loading}</LoadingMessage>;
  if (query.isError)
    return (
      <LoadError message={errorMessage(query.error, texts.loadFailed)} onRetry={() => void query.refetch()} />
    );
  return <SiteDetailsForm saved={query.data} />;
}

function SiteDetailsForm({ saved }: { saved: SiteDetails }) {
  const save = useSaveSiteDetails();
  const showSuccess = useSuccessPopup();
  const [base, setBase] = useState(() => toSiteForm(saved));
  const [values, setValues] = useState(base);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(base);
  useLeaveWarning(dirty);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setRefusal(null);
    const checked = siteDetailsSchema.safeParse(fromSiteForm(values));
    if (!checked.success) {
      setErrors(
        fieldErrors(checked.error.issues, messages.common.invalidInput, (path) => siteFieldOf(path, values)),
      );
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (answer) => {
        const next = toSiteForm(answer);
        setBase(next);
        setValues(next);
        showSuccess(texts.saved(siteContentTitles.site));
      },
      onError: (failure) => setRefusal(errorMessage(failure, texts.saveFailed)),
    });
  }

  return (
    <form className={`${forms.form} ${styles.editor}`} noValidate onSubmit={submit}>
      {siteFormSections.map((section) => (
        <fieldset key={section.heading} className={`${forms.fieldset} ${styles.detailsGroup}`}>
          <legend className={styles.groupHeading}>{section.heading}</legend>
          <EntryFields
            fields={section.fields}
            values={values}
            errors={errors}
            onChange={(name, value) => setValues((current) => ({ ...current, [name]: String(value) }))}
          />
        </fieldset>
      ))}
      <div className={styles.divided}>
        {refusal && <ErrorMessage>{refusal}</ErrorMessage>}
        {dirty && <p className={styles.unsaved}>{texts.unsaved}</p>}
        <div className={forms.actions}>
          <button type="submit" className={forms.primary} disabled={save.isPending}>
            {save.isPending ? texts.saving : texts.saveChanges}
          </button>
          <button
            type="button"
            className={forms.secondary}
            disabled={!dirty || save.isPending}
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
