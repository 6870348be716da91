import { useId, useState, type ChangeEvent } from 'react';
import {
  receiptImageKinds,
  receiptImageLimits,
  receiptImageMessages,
  receiptImagePaths,
  receiptImageTexts,
  receiptImageTypes,
  type ReceiptImageKind,
} from '#shared/api/giving-images';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useChangeReceiptImage, useReceiptImages } from '../api/receipt-images.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.receiptImages;

/** The logo and the signature drawn on receipts: each uploaded, seen and removed on its own. */
export function ReceiptImagesSection() {
  const images = useReceiptImages();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{say.legend}</legend>
      <p className={forms.hint}>{say.intro}</p>
      {images.isPending ? (
        <LoadingMessage>{say.loading}</LoadingMessage>
      ) : images.isError ? (
        <LoadError message={say.loadFailed} onRetry={() => void images.refetch()} />
      ) : (
        receiptImageKinds.map((kind) => (
          <ReceiptImageField key={kind} kind={kind} currentId={images.data[kind]?.id ?? null} />
        ))
      )}
    </fieldset>
  );
}

function ReceiptImageField({ kind, currentId }: { kind: ReceiptImageKind; currentId: number | null }) {
  const texts = receiptImageTexts[kind];
  const change = useChangeReceiptImage();
  const confirm = useConfirm();
  const showSuccess = useSuccessPopup();
  const [failure, setFailure] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const chooseId = useId();
  const errorId = useId();

  function send(file: File | null) {
    setFailure(null);
    change.mutate(
      { kind, file },
      {
        onSuccess: () =>
          showSuccess((file ? receiptImageMessages.saved : receiptImageMessages.removed)(kind)),
        onError: (error) => setFailure(errorMessage(error, file ? say.uploadFailed : say.removeFailed)),
      },
    );
  }

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again (after a fix) is a change too.
    event.target.value = '';
    if (!file) return;
    if (!(receiptImageTypes as readonly string[]).includes(file.type))
      return setFailure(receiptImageMessages.notAnImage);
    if (file.size > receiptImageLimits.bytes) return setFailure(receiptImageMessages.tooLarge);
    send(file);
  }

  async function remove() {
    if (await confirm({ message: `${texts.remove}? ${texts.removeSays}`, confirmLabel: 'Delete' }))
      send(null);
  }

  return (
    <div className={styles.receiptImage}>
      <p className={styles.subLegend}>{texts.name}</p>
      <p id={hintId} className={forms.hint}>
        {texts.hint}
      </p>
      <p className={forms.hint}>{say.current}:</p>
      {currentId === null ? (
        <p>{say.none}</p>
      ) : (
        <img className={styles.receiptImagePreview} src={receiptImagePaths.file(currentId)} alt={texts.alt} />
      )}
      <div className={forms.field}>
        <label htmlFor={inputId}>{texts.upload}</label>
        <p id={chooseId} className={forms.hint} aria-live="polite">
          {change.isPending ? say.uploading : say.choose}
        </p>
        <input
          id={inputId}
          type="file"
          accept={receiptImageTypes.join(',')}
          className={forms.control}
          onChange={upload}
          disabled={change.isPending}
          aria-describedby={[hintId, chooseId, failure ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={failure ? true : undefined}
        />
      </div>
      {currentId !== null && (
        <div className={forms.actions}>
          <button
            type="button"
            className={forms.secondary}
            onClick={() => void remove()}
            disabled={change.isPending}
          >
            {texts.remove}
          </button>
        </div>
      )}
      {failure && (
        <div id={errorId}>
          <ErrorMessage>{failure}</ErrorMessage>
        </div>
      )}
    </div>
  );
}
