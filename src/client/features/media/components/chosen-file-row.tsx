import { useId, useState } from 'react';
import { ALT_TEXT_MAX } from '#shared/api/media';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { insertMediaTexts as texts } from '../insert-media-texts.ts';
import { formatBytes } from './media-options.ts';
import { UploadProgress } from './upload-progress.tsx';
import type { ChosenFile } from './use-chosen-files.ts';
import styles from './insert-media.module.css';

/** "JPG" for IMG_0142.jpg: what stands in for a preview the browser cannot show. */
const extensionOf = (name: string) => name.split('.').pop()?.slice(0, 4).toUpperCase() ?? '';

interface ChosenFileRowProps {
  row: ChosenFile;
  /** The hint shared by every description field. */
  hintId: string;
  /** An upload is running: what is listed stays as it is until it ends. */
  busy: boolean;
  onDescribe: (description: string) => void;
  onRemove: () => void;
  onRetry: () => void;
}

/** One file of the upload: its preview, name and size, its own description, and how its upload goes. */
export function ChosenFileRow({ row, hintId, busy, onDescribe, onRemove, onRetry }: ChosenFileRowProps) {
  const descriptionId = useId();
  // A file the browser cannot show (damaged, or a type it does not know) gets the plain icon instead.
  const [unreadable, setUnreadable] = useState(false);
  const { file } = row;
  const isVideo = file.type.startsWith('video/');
  return (
    <li className={styles.fileRow} data-status={row.status}>
      <div className={styles.fileThumb}>
        {row.previewUrl && !unreadable ? (
          <img
            src={row.previewUrl}
            alt={row.description.trim() || texts.previewOf(file.name)}
            onError={() => setUnreadable(true)}
          />
        ) : (
          <span aria-hidden="true">{isVideo ? '▶' : extensionOf(file.name)}</span>
        )}
      </div>
      <div className={styles.fileMain}>
        <p className={styles.fileName}>
          <strong>{file.name}</strong> <span className={styles.fileSize}>({formatBytes(file.size)})</span>
        </p>
        <div className={forms.field}>
          <label htmlFor={descriptionId}>
            {texts.describe(isVideo)} <span className="visually-hidden">{file.name}</span>
          </label>
          <input
            id={descriptionId}
            className={forms.control}
            type="text"
            maxLength={ALT_TEXT_MAX}
            value={row.description}
            readOnly={busy}
            aria-describedby={hintId}
            onChange={(event) => onDescribe(event.target.value)}
          />
        </div>
        {row.status === 'sending' && <UploadProgress fileName={file.name} progress={row.progress} />}
        {row.status === 'waiting' && busy && <p className={styles.fileState}>{texts.waiting}</p>}
        {row.status === 'uploaded' && (
          <p className={styles.fileState} data-done="true">
            <span aria-hidden="true">✓ </span>
            {texts.uploaded}
          </p>
        )}
        {row.status === 'failed' && row.error && <ErrorMessage>{row.error}</ErrorMessage>}
      </div>
      {row.status !== 'uploaded' && (
        <div className={styles.fileActions}>
          {row.status === 'failed' && (
            <button
              type="button"
              className={`${forms.secondary} ${forms.small}`}
              aria-label={texts.retryLabel(file.name)}
              disabled={busy}
              onClick={onRetry}
            >
              {texts.retry}
            </button>
          )}
          <button
            type="button"
            className={`${forms.secondary} ${forms.small}`}
            aria-label={texts.removeLabel(file.name)}
            disabled={busy}
            onClick={onRemove}
          >
            {texts.remove}
          </button>
        </div>
      )}
    </li>
  );
}
