import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { formatBytes } from './media-options.ts';
import styles from './insert-media.module.css';

interface FileDropZoneProps {
  file: File | null;
  accept: string;
  invalid: boolean;
  onFile: (file: File | null) => void;
}

/** A file picker that also takes a file dropped onto it; the real input stays the keyboard's way in. */
export function FileDropZone({ file, accept, invalid, onFile }: FileDropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // Once the form is cleared, the picker forgets its file too, so the same file can be chosen again.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  }

  return (
    <div
      className={styles.dropZone}
      data-dragging={dragging}
      data-invalid={invalid}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
    >
      <span className={styles.dropIcon} aria-hidden="true">
        ⇪
      </span>
      <p className={styles.dropText} id={hintId}>
        Drag and drop a photo or video here, or
      </p>
      <label htmlFor={inputId} className={styles.pickButton}>
        Choose a file
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.fileInput}
        type="file"
        name="file"
        accept={accept}
        aria-describedby={hintId}
        aria-invalid={invalid || undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      {file && (
        <p className={styles.fileName}>
          Selected: <strong>{file.name}</strong> ({formatBytes(file.size)})
        </p>
      )}
    </div>
  );
}
