import { useId, useState } from 'react';
import { ALT_TEXT_MAX } from '#shared/api/media';
import { messages } from '#shared/messages';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { UploadNetworkError, useSubmitMedia } from '../api/submit-media.ts';
import { pictureDialogTexts as texts } from '../picture-dialog-texts.ts';
import styles from './picture-dialog.module.css';

/**
 * A new photo, uploaded from the picture dialog to the media library only (never into the gallery); it
 * joins the list above once it is processed. `onUploaded` lets the dialog show the list from its start.
 */
export function PictureUpload({ onUploaded }: { onUploaded: () => void }) {
  const id = useId();
  const submit = useSubmitMedia();
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // The file field starts empty again after each upload.
  const [fileFieldKey, setFileFieldKey] = useState(0);

  // A button, not a form: React carries a submit through the dialog's portal to a form around its opener.
  function upload() {
    setDone(false);
    if (!file) {
      setProblem(texts.uploadNeedsFile);
      return;
    }
    setProblem(null);
    submit.mutate(
      { input: { category: '', type: 'Photo', altText, file } },
      {
        onSuccess: () => {
          setDone(true);
          setFile(null);
          setAltText('');
          setFileFieldKey((key) => key + 1);
          onUploaded();
        },
        onError: (failure) =>
          setProblem(
            failure instanceof UploadNetworkError
              ? messages.media.submitNetworkError
              : errorMessage(failure, messages.media.submitFailed),
          ),
      },
    );
  }

  return (
    <div role="group" aria-labelledby={`${id}-heading`} className={styles.upload}>
      <h4 id={`${id}-heading`} className={styles.heading}>
        {texts.uploadHeading}
      </h4>
      <p className={forms.hint}>{texts.uploadHint}</p>
      <div className={forms.field}>
        <label htmlFor={`${id}-file`}>{texts.uploadFile}</label>
        <input
          key={fileFieldKey}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <div className={forms.field}>
        <label htmlFor={`${id}-alt`}>{texts.describe}</label>
        <input
          id={`${id}-alt`}
          className={forms.control}
          value={altText}
          maxLength={ALT_TEXT_MAX}
          onChange={(event) => setAltText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              upload();
            }
          }}
        />
      </div>
      {problem && <ErrorMessage>{problem}</ErrorMessage>}
      <p role="status" className={forms.hint}>
        {done ? texts.uploaded : null}
      </p>
      <div className={forms.actions}>
        <button type="button" className={forms.primary} disabled={submit.isPending} onClick={upload}>
          {submit.isPending ? texts.uploading : texts.upload}
        </button>
      </div>
    </div>
  );
}
