import { useCallback, useId, useRef, useState } from 'react';
import type { MediaItem } from '#shared/api/media';
import { Dialog } from '#client/components/ui/dialog.tsx';
import forms from '#client/admin/forms.module.css';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '#client/admin/feedback.tsx';
import { useLibraryPhotos } from '../api/get-library-photos.ts';
import { pageTexts as say } from '../page-texts.ts';
import styles from './pages.module.css';

export interface ChosenPicture {
  src: string;
  alt: string;
}

/** The smallest copy of the photo: the chooser shows many at once. */
const thumbnailOf = (photo: MediaItem) =>
  [...photo.variants].sort((a, b) => a.width - b.width)[0]?.url ?? photo.media_url;

type Resolve = (picture: ChosenPicture | null) => void;

/**
 * Lets the page editor ask for a photo of the media library: `choose()` opens a dialog of the library's
 * photos and resolves with the one picked (its description becomes the picture's alt text), or null.
 */
export function usePictureChooser() {
  const [pending, setPending] = useState<Resolve | null>(null);
  const choose = useCallback(
    () => new Promise<ChosenPicture | null>((resolve) => setPending(() => resolve)),
    [],
  );
  const answer = (picture: ChosenPicture | null) => {
    pending?.(picture);
    setPending(null);
  };
  const dialog = <PictureDialog open={pending !== null} onAnswer={answer} />;
  return { choose, dialog };
}

function PictureDialog({ open, onAnswer }: { open: boolean; onAnswer: Resolve }) {
  const headingId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const photos = useLibraryPhotos(open);
  return (
    <Dialog open={open} onClose={() => onAnswer(null)} labelledBy={headingId} initialFocusRef={cancelRef}>
      <h3 id={headingId} className={styles.previewHeading}>
        {say.choosePicture}
      </h3>
      {photos.isPending ? (
        <LoadingMessage>{say.picturesLoading}</LoadingMessage>
      ) : photos.isError ? (
        <ErrorMessage>{say.picturesFailed}</ErrorMessage>
      ) : photos.data.length === 0 ? (
        <EmptyMessage>{say.noPictures}</EmptyMessage>
      ) : (
        <ul className={styles.pictures}>
          {photos.data.map((photo) => (
            <li key={photo.medias_id}>
              <button
                type="button"
                className={styles.picture}
                onClick={() => onAnswer({ src: photo.media_url, alt: photo.alt_text ?? '' })}
              >
                <img
                  src={thumbnailOf(photo)}
                  alt={photo.alt_text || `Photo ${photo.medias_id}`}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={forms.actions}>
        <button ref={cancelRef} type="button" className={forms.secondary} onClick={() => onAnswer(null)}>
          {say.cancel}
        </button>
      </div>
    </Dialog>
  );
}
