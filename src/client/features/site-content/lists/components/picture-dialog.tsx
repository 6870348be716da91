import { useEffect, useId, useRef } from 'react';
import type { MediaItem } from '#shared/api/media';
import { pictureTexts as texts } from '#shared/content/list-editor-texts';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage, LoadingMessage } from '#client/admin/feedback.tsx';
import { handleDialogKeys } from '#client/admin/focus-trap.ts';
import dialogStyles from '#client/admin/confirm-dialog.module.css';
import forms from '#client/admin/forms.module.css';
import { useMediaPages } from '#client/features/media/media-library.ts';
import { PictureUpload } from './picture-upload.tsx';
import styles from './lists.module.css';

export interface ChosenPicture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Photos stored on this site: links to other sites cannot be site pictures. */
const isSitePhoto = (item: MediaItem) =>
  item.media_type.toLowerCase() === 'photo' &&
  (item.status !== 'ready' || item.media_url.startsWith('/uploads/'));

const pictureOf = (item: MediaItem): ChosenPicture => ({
  src: item.media_url,
  alt: item.alt_text ?? '',
  width: item.width ?? 1,
  height: item.height ?? 1,
});

/**
 * The media library's photos, newest first, to choose one from; a new photo can be uploaded here too.
 * A modal dialog: focus starts inside, Tab stays inside, Escape closes, focus returns to the opener.
 */
export function PictureDialog({ onClose }: { onClose: (chosen: ChosenPicture | null) => void }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const media = useMediaPages();
  const photos = media.data?.pages.flatMap((page) => page.items).filter(isSitePhoto) ?? [];

  useEffect(() => {
    const opener = document.activeElement;
    closeRef.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <div className={dialogStyles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`${dialogStyles.dialog} ${styles.dialog}`}
        onKeyDown={(event) => handleDialogKeys(event, dialogRef.current, () => onClose(null))}
      >
        <div className={styles.dialogTop}>
          <h3 id={titleId} className={styles.dialogTitle}>
            {texts.dialogTitle}
          </h3>
          <button
            ref={closeRef}
            type="button"
            className={`${forms.secondary} ${forms.small}`}
            onClick={() => onClose(null)}
          >
            {texts.close}
          </button>
        </div>
        <h4 className={styles.dialogHeading}>{texts.libraryHeading}</h4>
        {media.isPending ? (
          <LoadingMessage>Loading...</LoadingMessage>
        ) : media.isError ? (
          <ErrorMessage>{errorMessage(media.error, texts.libraryEmpty)}</ErrorMessage>
        ) : photos.length === 0 ? (
          <p className={forms.hint}>{texts.libraryEmpty}</p>
        ) : (
          <ul className={`${styles.list} ${styles.photoGrid}`}>
            {photos.map((item) => (
              <li key={item.medias_id}>
                <PhotoChoice item={item} onChoose={() => onClose(pictureOf(item))} />
              </li>
            ))}
          </ul>
        )}
        {media.hasNextPage && (
          <button
            type="button"
            className={`${forms.secondary} ${forms.small}`}
            disabled={media.isFetchingNextPage}
            onClick={() => void media.fetchNextPage()}
          >
            {texts.loadMore}
          </button>
        )}
        <PictureUpload />
      </div>
    </div>
  );
}

function PhotoChoice({ item, onChoose }: { item: MediaItem; onChoose: () => void }) {
  const description = item.alt_text || texts.noDescription;
  const smallest = [...item.variants].sort((a, b) => a.width - b.width)[0];
  const preview = smallest?.url || item.media_url || item.placeholder || undefined;
  const ready = item.status === 'ready';
  return (
    <button
      type="button"
      className={styles.photoChoice}
      disabled={!ready}
      aria-label={ready ? texts.use(description) : `${description}. ${texts.processing}`}
      onClick={onChoose}
    >
      {preview && <img src={preview} alt="" width={144} height={108} loading="lazy" decoding="async" />}
      <span className={styles.photoCaption}>{ready ? description : texts.processing}</span>
    </button>
  );
}
