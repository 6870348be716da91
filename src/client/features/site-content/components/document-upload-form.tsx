import { useId, useRef, useState, type FormEvent } from 'react';
import { contentMessages, documentFields as fields } from '#shared/api/content-fields';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import { useUploadDocument } from '../api/upload-document.ts';
import { pageTexts as say } from '../page-texts.ts';
import styles from './pages.module.css';

/** Attaches a PDF to the page. The server checks the file's bytes; its refusal (415, 413) is shown as it is. */
export function DocumentUploadForm({ pageId }: { pageId: number }) {
  const id = useId();
  const upload = useUploadDocument();
  const showSuccess = useSuccessPopup();
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = fileInput.current?.files?.[0];
    const title = String(data.get(fields.title) ?? '').trim();
    if (!title) return setError(contentMessages.titleRequired);
    if (!file) return setError(contentMessages.documentFileRequired);
    setError(null);
    upload.mutate(
      { pageId, title, year: String(data.get(fields.year) ?? '').trim(), file },
      {
        onSuccess: () => {
          form.reset();
          showSuccess(say.uploaded);
        },
        onError: (failure) => setError(errorMessage(failure, say.uploadFailed)),
      },
    );
  }

  return (
    <form
      className={`${forms.form} ${styles.uploadForm}`}
      noValidate
      onSubmit={submit}
      aria-label={say.upload}
    >
      <div className={forms.row}>
        <div className={forms.field}>
          <label htmlFor={`${id}-title`}>{say.documentTitle}</label>
          <input id={`${id}-title`} name={fields.title} className={forms.control} />
        </div>
        <div className={forms.field}>
          <label htmlFor={`${id}-year`}>{say.documentYear}</label>
          <input id={`${id}-year`} name={fields.year} inputMode="numeric" className={forms.control} />
        </div>
      </div>
      <div className={forms.field}>
        <label htmlFor={`${id}-file`}>{say.documentFile}</label>
        <input
          id={`${id}-file`}
          ref={fileInput}
          name={fields.file}
          type="file"
          accept="application/pdf,.pdf"
          className={forms.control}
        />
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div className={forms.actions}>
        <SubmitButton pending={upload.isPending} label={say.upload} pendingLabel={say.uploading} />
      </div>
    </form>
  );
}
