import { useId, useRef, useState, type FormEvent } from 'react';
import { ALT_TEXT_MAX, mediaTypes, type MediaType } from '#shared/api/media';
import { messages } from '#shared/messages';
import { errorMessage } from '#client/admin/error-message.ts';
import { isAbort, UploadNetworkError, useSubmitMedia } from '../api/submit-media.ts';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useUnsavedChanges } from '#client/admin/unsaved-changes.tsx';
import forms from '#client/admin/forms.module.css';
import { Options } from '#client/admin/options.tsx';
import { useCategoryNames } from '../api/get-media-categories.ts';
import { insertMediaTexts as texts } from '../insert-media-texts.ts';
import { ChosenFileRow } from './chosen-file-row.tsx';
import {
  ChildrenQuestion,
  noChildrenAnswer,
  readChildren,
  type ChildrenProblem,
} from './children-question.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { MediaPreview } from './media-preview.tsx';
import { acceptByType, typeOfFile } from './media-options.ts';
import { useChosenFiles, type ChosenFile } from './use-chosen-files.ts';
import { useUploadBatch, type BatchOutcome } from './use-upload-batch.ts';
import styles from './insert-media.module.css';

type Mode = 'file' | 'url';
type Problem = 'categoryType' | 'source' | ChildrenProblem | null;

const kinds = (rows: readonly ChosenFile[]) => {
  const videos = rows.filter((row) => typeOfFile(row.file) === 'Video').length;
  return [rows.length - videos, videos] as const;
};

/**
 * Insert Media: photos and videos from this device, each with its own description, or one from a link, into
 * one gallery category.
 */
export function InsertMediaForm() {
  const ids = {
    category: useId(),
    type: useId(),
    url: useId(),
    alt: useId(),
    altHint: useId(),
    describeHint: useId(),
    listTitle: useId(),
    error: useId(),
  };
  const showSuccess = useSuccessPopup();
  const submitLink = useSubmitMedia();
  const categories = useCategoryNames();
  const chosen = useChosenFiles();
  const batch = useUploadBatch(chosen.update);
  const [category, setCategory] = useState('');
  const [type, setType] = useState<MediaType | ''>('');
  const [mode, setMode] = useState<Mode>('file');
  const [url, setUrl] = useState('');
  const [altText, setAltText] = useState('');
  const [children, setChildren] = useState(noChildrenAnswer);
  const [error, setError] = useState<{ message: string; problem: Problem } | null>(null);
  const [status, setStatus] = useState('');
  const linkController = useRef<AbortController | null>(null);

  const sending = batch.running !== null || submitLink.isPending;
  useUnsavedChanges(
    chosen.files.length > 0 || sending || (mode === 'url' && (url.trim() !== '' || altText.trim() !== '')),
    batch.running ? texts.leaveWhileUploading : undefined,
  );

  function addFiles(files: File[]) {
    const skipped = chosen.add(files);
    setStatus(skipped > 0 ? texts.tooMany(skipped) : '');
    if (type === '' && files[0]) setType(typeOfFile(files[0]));
  }

  function settle(outcome: BatchOutcome, sentCount: number) {
    chosen.remove(outcome.arrived.map((row) => row.id));
    const [photos, videos] = kinds(outcome.arrived);
    if (outcome.arrived.length > 0 && !outcome.cancelled)
      showSuccess(
        sentCount === 1 ? outcome.message || messages.media.submitted : texts.arrived(photos, videos),
      );
    if (outcome.cancelled)
      setStatus(
        outcome.arrived.length > 0 ? texts.cancelledSomeSaved(photos, videos) : texts.cancelledNothingSaved,
      );
    else setStatus(outcome.failed > 0 ? texts.someFailed(outcome.failed) : '');
    // The next files are asked about afresh.
    if (!outcome.cancelled && outcome.failed === 0) setChildren(noChildrenAnswer);
  }

  /** The answer about children, or null after saying what is missing. */
  function childrenAnswer() {
    const read = readChildren(children);
    if ('problem' in read) {
      setError({ message: read.message, problem: read.problem });
      return null;
    }
    return read;
  }

  async function upload(
    rows: readonly ChosenFile[],
    chosenType: MediaType,
    answer: { answer: 'yes' | 'no'; consent: string },
  ) {
    setStatus('');
    settle(await batch.run(rows, { category, type: chosenType, children: answer }), rows.length);
  }

  function submitUrl(chosenType: MediaType, answer: { answer: 'yes' | 'no'; consent: string }) {
    setStatus('');
    linkController.current = new AbortController();
    submitLink.mutate(
      {
        input: {
          category,
          type: chosenType,
          altText: chosenType === 'Photo' ? altText : '',
          url: url.trim(),
          children: answer,
        },
        signal: linkController.current.signal,
      },
      {
        onSuccess: (answer) => {
          showSuccess(answer.message || messages.media.submitted);
          setUrl('');
          setAltText('');
          setChildren(noChildrenAnswer);
        },
        onError: (failure) => {
          if (isAbort(failure)) setStatus(texts.cancelledNothingSaved);
          else if (failure instanceof UploadNetworkError)
            setError({ message: messages.media.submitNetworkError, problem: null });
          else setError({ message: errorMessage(failure, messages.media.submitFailed), problem: null });
        },
        onSettled: () => {
          linkController.current = null;
        },
      },
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!category || !type) {
      setError({ message: messages.media.categoryAndTypeRequired, problem: 'categoryType' });
      return;
    }
    const waiting = chosen.files.filter((row) => row.status !== 'uploaded');
    if ((mode === 'file' && waiting.length === 0) || (mode === 'url' && !url.trim())) {
      setError({ message: messages.media.fileOrUrlRequired, problem: 'source' });
      return;
    }
    const answer = childrenAnswer();
    if (!answer) return;
    setError(null);
    if (mode === 'file') void upload(waiting, type, answer);
    else submitUrl(type, answer);
  }

  function retry(row: ChosenFile) {
    if (sending) return;
    if (!category || !type) {
      setError({ message: messages.media.categoryAndTypeRequired, problem: 'categoryType' });
      return;
    }
    const answer = childrenAnswer();
    if (!answer) return;
    setError(null);
    void upload([row], type, answer);
  }

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
            disabled={sending}
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
            disabled={sending}
            aria-invalid={(categoryTypeMissing && !type) || undefined}
            aria-describedby={categoryTypeMissing ? ids.error : undefined}
            onChange={(event) => setType(event.target.value as MediaType | '')}
          >
            <option value="">Select type</option>
            <Options values={mediaTypes} />
          </select>
        </div>
      </div>

      <fieldset className={forms.fieldset} disabled={sending}>
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
        <>
          <FileDropZone
            accept={acceptByType[type]}
            invalid={error?.problem === 'source'}
            disabled={sending}
            onFiles={addFiles}
          />
          {chosen.files.length > 0 && (
            <section className={styles.fileList} aria-labelledby={ids.listTitle}>
              <h3 id={ids.listTitle} className={styles.fileListTitle}>
                {texts.listTitle} ({chosen.files.length})
              </h3>
              <p id={ids.describeHint} className={forms.hint}>
                {texts.describeHint}
              </p>
              <ul className={styles.fileRows}>
                {chosen.files.map((row) => (
                  <ChosenFileRow
                    key={row.id}
                    row={row}
                    hintId={ids.describeHint}
                    busy={sending}
                    onDescribe={(description) => chosen.update(row.id, { description })}
                    onRemove={() => chosen.remove([row.id])}
                    onRetry={() => retry(row)}
                  />
                ))}
              </ul>
            </section>
          )}
        </>
      ) : (
        <>
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
          <MediaPreview fileUrl={null} fileIsVideo={false} url={url} type={type} altText={altText} />
        </>
      )}

      <ChildrenQuestion
        value={children}
        onChange={setChildren}
        problem={
          error?.problem === 'answer' || error?.problem === 'consent' || error?.problem === 'where'
            ? error.problem
            : null
        }
        errorId={ids.error}
        disabled={sending}
      />

      <div id={ids.error}>{error && <ErrorMessage>{error.message}</ErrorMessage>}</div>
      <div className={styles.batchStatus}>
        <p role="status" className={styles.statusText}>
          {batch.running ? texts.uploading(batch.running.done, batch.running.count) : status}
        </p>
        {sending && (
          <button
            type="button"
            className={styles.cancelUpload}
            onClick={() => {
              batch.cancel();
              linkController.current?.abort();
            }}
          >
            {texts.cancel}
          </button>
        )}
      </div>

      <div className={forms.actions}>
        <button type="submit" className={forms.primary} disabled={sending}>
          {sending ? 'Submitting...' : 'Submit'}
        </button>
      </div>
    </form>
  );
}
