import { useEffect, useId, useRef, useState } from 'react';
import type { MediaItem } from '#shared/api/media';
import { heldBackReason } from '#shared/api/media-children';
import { messages } from '#shared/messages';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { errorMessage } from '#client/admin/error-message.ts';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { useCan } from '#client/features/dashboard/staff-session.ts';
import { useMediaPages } from '../api/get-media-pages.ts';
import { pictureDialogTexts as texts } from '../picture-dialog-texts.ts';
import { PictureUpload } from './picture-upload.tsx';
import styles from './picture-dialog.module.css';

export interface ChosenPicture {
  src: string;
  /** The photo's description in the library, to become the picture's alt text. */
  alt: string;
  width: number;
  height: number;
}

/** How long typing pauses before the search is sent. */
const SEARCH_PAUSE_MS = 300;

/**
 * Photos stored on this site (links to other sites cannot be site pictures), and never one with identifiable
 * children and no consent on file: what is chosen here is shown to visitors (docs/media.md).
 */
const isSitePhoto = (item: MediaItem) =>
  item.media_type.toLowerCase() === 'photo' &&
  (item.status !== 'ready' || item.media_url.startsWith('/uploads/')) &&
  heldBackReason(item) === null;

const pictureOf = (item: MediaItem): ChosenPicture => ({
  src: item.media_url,
  alt: item.alt_text ?? '',
  width: item.width ?? 1,
  height: item.height ?? 1,
});

/**
 * The one place a picture is chosen in the dashboard (team photos, page pictures, slides, logos): the media
 * library's photos, newest first, searched by description and paged with Load more, and an upload of a new
 * photo to the library only. A modal dialog: focus starts in the search, Tab stays inside, Escape closes,
 * focus returns to the opener. `onClose` answers with the chosen picture, or null.
 */
export function PictureDialog({ onClose }: { onClose: (chosen: ChosenPicture | null) => void }) {
  const titleId = useId();
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const media = useMediaPages(search);
  // Uploading to the library is the site's work (an editor's); others choose from what is there.
  const mayUpload = useCan('site');
  const photos = media.data?.pages.flatMap((page) => page.items).filter(isSitePhoto) ?? [];

  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === search) return;
    const timer = setTimeout(() => setSearch(wanted), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  return (
    <Dialog
      open
      onClose={() => onClose(null)}
      labelledBy={titleId}
      initialFocusRef={searchRef}
      className={styles.dialog}
    >
      <div className={styles.top}>
        <h3 id={titleId} className={styles.title}>
          {texts.title}
        </h3>
        <button type="button" className={`${forms.secondary} ${forms.small}`} onClick={() => onClose(null)}>
          {texts.close}
        </button>
      </div>
      <h4 className={styles.heading}>{texts.libraryHeading}</h4>
      <div className={forms.field}>
        <label htmlFor={searchId}>{texts.search}</label>
        <p id={`${searchId}-hint`} className={forms.hint}>
          {texts.searchHint}
        </p>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          className={forms.control}
          value={typed}
          maxLength={100}
          aria-describedby={`${searchId}-hint`}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches at once (and submits nothing around the dialog's opener).
            if (event.key === 'Enter') {
              event.preventDefault();
              setSearch(typed.trim());
            }
          }}
        />
      </div>
      {!media.data ? (
        media.isError ? (
          <ErrorMessage>{errorMessage(media.error, texts.loadFailed)}</ErrorMessage>
        ) : (
          <LoadingMessage>{texts.loading}</LoadingMessage>
        )
      ) : photos.length === 0 && !media.hasNextPage ? (
        <EmptyMessage>{search ? texts.noneFound(search) : texts.libraryEmpty}</EmptyMessage>
      ) : (
        <ul className={styles.grid} aria-label={texts.libraryHeading}>
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
          className={`${forms.secondary} ${forms.small} ${styles.more}`}
          disabled={media.isFetchingNextPage}
          onClick={() => void media.fetchNextPage()}
        >
          {media.isFetchingNextPage ? texts.loadingMore : texts.loadMore}
        </button>
      )}
      {media.isFetchNextPageError && (
        <ErrorMessage>{errorMessage(media.error, messages.media.fetchFailed)}</ErrorMessage>
      )}
      {mayUpload ? (
        <PictureUpload
          onUploaded={() => {
            // The new photo comes first in the whole library, not in a search it may not match.
            setTyped('');
            setSearch('');
          }}
        />
      ) : (
        <p className={forms.hint}>{texts.uploadNotYours}</p>
      )}
    </Dialog>
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
      className={styles.choice}
      disabled={!ready}
      aria-label={ready ? texts.use(description) : `${description}. ${texts.processing}`}
      onClick={onChoose}
    >
      {preview && <img src={preview} alt="" width={144} height={108} loading="lazy" decoding="async" />}
      <span className={styles.caption}>{ready ? description : texts.processing}</span>
    </button>
  );
}
