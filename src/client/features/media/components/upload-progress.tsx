import { useId } from 'react';
import type { UploadProgress as Progress } from '../api/submit-media.ts';
import { formatBytes } from './media-options.ts';
import styles from './insert-media.module.css';

interface UploadProgressProps {
  progress: Progress | null;
  onCancel: () => void;
}

/** Bytes sent so far, as the browser reports them, with a way to stop. */
export function UploadProgress({ progress, onCancel }: UploadProgressProps) {
  const id = useId();
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <div className={styles.progress}>
      <label htmlFor={id}>Upload progress</label>
      <progress id={id} max={progress?.total || 1} value={progress?.loaded ?? 0}>
        {percent}%
      </progress>
      <p className={styles.progressText}>
        {progress
          ? `${percent}% sent (${formatBytes(progress.loaded)} of ${formatBytes(progress.total)})`
          : 'Starting...'}
      </p>
      <button type="button" className={styles.cancelUpload} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
