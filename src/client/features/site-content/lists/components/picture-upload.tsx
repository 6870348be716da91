import { useId, useState, type FormEvent } from 'react';
import { pictureTexts as texts } from '#shared/content/list-editor-texts';
import { messages } from '#shared/messages';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import {
  UploadNetworkError,
  useCategoryNames,
  useSubmitMedia,
} from '#client/features/media/media-library.ts';
import { FieldControls } from './field-control.tsx';
import type { FieldSpec } from './field-spec.ts';
import styles from './lists.module.css';

type UploadDetails = { category: string; altText: string };

/**
 * The upload's fields. A picture for a content panel (a team photo, a slide) goes to the media library only
 * unless the administrator also wants it in one of the gallery's current categories.
 */
const uploadFields = (categories: string[]): FieldSpec<UploadDetails>[] => [
  {
    name: 'category',
    label: texts.uploadCategory,
    kind: 'select',
    options: [
      { value: '', label: texts.libraryOnly },
      ...categories.map((category) => ({ value: category, label: texts.inCategory(category) })),
    ],
  },
  { name: 'altText', label: texts.describe, kind: 'text' },
];

/** A new photo through Insert Media's own upload; it joins the library above once it is processed. */
export function PictureUpload() {
  const id = useId();
  const submit = useSubmitMedia();
  const categories = useCategoryNames();
  const [file, setFile] = useState<File | null>(null);
  const [details, setDetails] = useState({ category: '', altText: '' });
  const { category, altText } = details;
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  // React carries a submit through the portal to the entry's form: so this is a group, not a form.
  function upload(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    if (!file) {
      setProblem(texts.uploadNeedsFile);
      return;
    }
    setProblem(null);
    submit.mutate(
      { input: { category, type: 'Photo', altText, file } },
      {
        onSuccess: () => {
          setDone(true);
          setFile(null);
          setDetails((current) => ({ ...current, altText: '' }));
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
    <div role="group" aria-labelledby={`${id}-heading`} className={styles.divided}>
      <h4 id={`${id}-heading`} className={styles.dialogHeading}>
        {texts.uploadHeading}
      </h4>
      <div className={forms.field}>
        <label htmlFor={`${id}-file`}>{texts.uploadFile}</label>
        <input
          key={done ? 'cleared' : 'chosen'}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <FieldControls
        fields={uploadFields(categories)}
        values={details}
        errors={{}}
        onChange={(name, value) => setDetails((current) => ({ ...current, [name]: String(value) }))}
      />
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
