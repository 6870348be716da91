import { useId, useRef, useState, type FormEvent } from 'react';
import type { CertificateUpload } from '#shared/api/giving-certificates';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import { useUploadCertificates } from '../api/upload-certificates.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.certificates;

/**
 * The certificates downloaded from the portal, sent as they are: PDFs or zips of them. The server checks
 * every file and refuses the whole upload over one bad file, saying which; nothing is mailed yet.
 */
export function CertificateUploadForm({
  year,
  onUploaded,
}: {
  year: string;
  onUploaded: (answer: CertificateUpload) => void;
}) {
  const id = useId();
  const hintId = useId();
  const upload = useUploadCertificates();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) return setError(say.chooseFiles);
    setError(null);
    const form = event.currentTarget;
    upload.mutate(
      { year, files },
      {
        onSuccess: (answer) => {
          form.reset();
          onUploaded(answer);
        },
        onError: (failure) => setError(errorMessage(failure, say.uploadFailed)),
      },
    );
  }

  return (
    <form className={styles.exportRow} noValidate onSubmit={submit} aria-label={say.uploadTitle}>
      <div className={forms.field}>
        <label htmlFor={id}>{say.files}</label>
        <p id={hintId} className={forms.hint}>
          {say.filesHint}
        </p>
        <input
          id={id}
          ref={input}
          type="file"
          multiple
          accept="application/pdf,.pdf,application/zip,.zip"
          className={forms.control}
          aria-describedby={hintId}
        />
      </div>
      <SubmitButton pending={upload.isPending} label={say.upload} pendingLabel={say.uploading} />
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </form>
  );
}
