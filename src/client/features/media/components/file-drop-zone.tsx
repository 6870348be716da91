import { useId, useState, type DragEvent } from 'react';
import { insertMediaTexts as texts } from '../insert-media-texts.ts';
import styles from './insert-media.module.css';

interface FileDropZoneProps {
  accept: string;
  invalid: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}

/** A picker of one file or many that also takes files dropped onto it; the real input stays the keyboard's way in. */
export function FileDropZone({ accept, invalid, disabled, onFiles }: FileDropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = Array.from(event.dataTransfer.files);
    if (dropped.length > 0) onFiles(dropped);
  }

  return (
    <div
      className={styles.dropZone}
      data-dragging={dragging}
      data-invalid={invalid}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(!disabled);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
    >
      <span className={styles.dropIcon} aria-hidden="true">
        ⇪
      </span>
      <p className={styles.dropText} id={hintId}>
        {texts.dropHint}
      </p>
      <label htmlFor={inputId} className={styles.pickButton} data-disabled={disabled}>
        {texts.chooseFiles}
      </label>
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        name="file"
        multiple
        accept={accept}
        disabled={disabled}
        aria-describedby={hintId}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // The picker forgets its choice: the files are in the list now, and the same one can be chosen again.
          event.target.value = '';
          if (chosen.length > 0) onFiles(chosen);
        }}
      />
    </div>
  );
}
