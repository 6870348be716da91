import { useId, useRef, useState, type FormEvent } from 'react';
import { ALT_TEXT_MAX, mediaTypes, type MediaType } from '#shared/api/media';
import { messages } from '#shared/messages';
import { errorMessage } from '#client/admin/error-message.ts';
import {
  isAbort,
  UploadNetworkError,
  useSubmitMedia,
  type UploadProgress as Progress,
} from '../api/submit-media.ts';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import forms from '#client/admin/forms.module.css';
import { Options } from '#client/admin/options.tsx';
import { useCategoryNames } from '../api/get-media-categories.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import { MediaPreview } from './media-preview.tsx';
import { acceptByType, typeOfFile } from './media-options.ts';
import { UploadProgress } from './upload-progress.tsx';
import { useChosenFile } from './use-chosen-file.ts';
import styles from './insert-media.module.css';

type Mode = 'file' | 'url';
type Problem = 'categoryType' | 'source' | null;

/** Insert Media: a photo or video from this device or from a link, into one gallery category. */
export function InsertMediaForm() {
  const ids = {
    category: useId(),
    type: useId(),
    url: useId(),
    alt: useId(),
    altHint: useId(),
    error: useId(),
  };
  const showSuccess = useSuccessPopup();
  const submit = useSubmitMedia();
  const categories = useCategoryNames();
  const { file, previewUrl, choose } = useChosenFile();
  const [category, setCategory] = useState('');
  const [type, setType] = useState<MediaType | ''>('');
  const [mode, setMode] = useState<Mode>('file');
  const [url, setUrl] = useState('');
  const [altText, setAltText] = useState('');
  const [error, setError] = useState<{ message: string; problem: Problem } | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);

  function chooseFile(next: File | null) {
    choose(next);
    if (next && type === '') setType(typeOfFile(next));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    setCancelled(false);
    if (!category || !type) {
      setError({ message: messages.media.categoryAndTypeRequired, problem: 'categoryType' });
      return;
    }
    if ((mode === 'file' && !file) || (mode === 'url' && !url.trim())) {
      setError({ message: messages.media.fileOrUrlRequired, problem: 'source' });
      return;
    }
    setError(null);
    setProgress(null);
    controller.current = new AbortController();
    submit.mutate(
      {
        input: {
          category,
          type,
          altText: type === 'Photo' ? altText : '',
          ...(mode === 'file' && file ? { file } : { url: url.trim() }),
        },
        onProgress: setProgress,
        signal: controller.current.signal,
      },
      {
        onSuccess: (answer) => {
          showSuccess(answer.message || messages.media.submitted);
          choose(null);
          setUrl('');
          setAltText('');
        },
        onError: (failure) => {
          if (isAbort(failure)) setCancelled(true);
          else if (failure instanceof UploadNetworkError)
            setError({ message: messages.media.submitNetworkError, problem: null });
          else setError({ message: errorMessage(failure, messages.media.submitFailed), problem: null });
        },
        onSettled: () => {
          controller.current = null;
          setProgress(null);
        },
      },
    );
  }

  const sending = submit.isPending;
  const categoryTypeMissing = error?.problem === 'categoryType';
  return (
    <form className={forms.form} onSubmit={handleSubmit} noValidate>
      <div className={forms.row}>
        <div className={forms.field}>
          <label htmlFor={ids.category}>Media category</label>
          <select
            id={ids.category}
            className={forms.control}
            value={category}
            required
            aria-invalid={(categoryTypeMissing && !category) || undefined}
            aria-describedby={categoryTypeMissing ? ids.error : undefined}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value="">Select category</option>
            <Options values={categories} />
          </select>
        </div>
        <div className={forms.field}>
          <label htmlFor={ids.type}>Media type</label>
          <select
            id={ids.type}
            className={forms.control}
            value={type}
            required
            aria-invalid={(categoryTypeMissing && !type) || undefined}
            aria-describedby={categoryTypeMissing ? ids.error : undefined}
            onChange={(event) => setType(event.target.value as MediaType | '')}
          >
            <option value="">Select type</option>
            <Options values={mediaTypes} />
          </select>
        </div>
      </div>

      <fieldset className={forms.fieldset}>
        <legend className={forms.legend}>Source</legend>
        <div className={forms.choices}>
          <label className={forms.choice}>
            <input
              type="radio"
              name="media-source"
              checked={mode === 'file'}
              onChange={() => setMode('file')}
            />
            Upload a file
          </label>
          <label className={forms.choice}>
            <input
              type="radio"
              name="media-source"
              checked={mode === 'url'}
              onChange={() => setMode('url')}
            />
            Link to a URL
          </label>
        </div>
      </fieldset>

      {mode === 'file' ? (
        <FileDropZone
          file={file}
          accept={acceptByType[type]}
          invalid={error?.problem === 'source'}
          onFile={chooseFile}
        />
      ) : (
        <div className={forms.field}>
          <label htmlFor={ids.url}>Media URL</label>
          <input
            id={ids.url}
            className={forms.control}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            aria-invalid={error?.problem === 'source' || undefined}
            onChange={(event) => setUrl(event.target.value)}
          />
        </div>
      )}

      {type === 'Photo' && (
        <div className={forms.field}>
          <label htmlFor={ids.alt}>Describe the photo</label>
          <p id={ids.altHint} className={forms.hint}>
            For visitors who cannot see it, say in a sentence what the photo shows, for example “Children
            watching a rocket model at the ISRO show”.
          </p>
          <input
            id={ids.alt}
            className={forms.control}
            type="text"
            maxLength={ALT_TEXT_MAX}
            value={altText}
            aria-describedby={ids.altHint}
            onChange={(event) => setAltText(event.target.value)}
          />
        </div>
      )}

      <MediaPreview
        fileUrl={mode === 'file' ? previewUrl : null}
        fileIsVideo={file?.type.startsWith('video/') ?? false}
        url={mode === 'url' ? url : ''}
        type={type}
        altText={altText}
      />

      <div id={ids.error}>{error && <ErrorMessage>{error.message}</ErrorMessage>}</div>
      <p role="status" className={styles.cancelled}>
        {cancelled ? 'Upload cancelled. Nothing was saved.' : null}
      </p>

      {sending && <UploadProgress progress={progress} onCancel={() => controller.current?.abort()} />}

      <div className={forms.actions}>
        <button type="submit" className={forms.primary} disabled={sending}>
          {sending ? 'Submitting...' : 'Submit'}
        </button>
      </div>
    </form>
  );
}
