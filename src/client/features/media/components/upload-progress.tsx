import type { UploadProgress as Progress } from '../api/submit-media.ts';
import { insertMediaTexts as texts } from '../insert-media-texts.ts';
import { formatBytes } from './media-options.ts';
import styles from './insert-media.module.css';

interface UploadProgressProps {
  fileName: string;
  progress: Progress | null;
}

/** Bytes of one file sent so far, as the browser reports them. */
export function UploadProgress({ fileName, progress }: UploadProgressProps) {
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <div className={styles.progress}>
      <progress
        aria-label={texts.progressOf(fileName)}
        max={progress?.total || 1}
        value={progress?.loaded ?? 0}
      >
        {percent}%
      </progress>
      <p className={styles.progressText}>
        {progress
          ? texts.sent(percent, formatBytes(progress.loaded), formatBytes(progress.total))
          : texts.starting}
      </p>
    </div>
  );
}
