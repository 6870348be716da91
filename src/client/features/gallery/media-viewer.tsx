import { useRef, type MouseEvent } from 'react';
import type { MediaItem } from '#shared/api/media';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { CloseIcon } from '#client/components/ui/icons.tsx';
import { GalleryVideo } from './gallery-video.tsx';
import { describeMedia, isVideo } from './media-description.ts';
import { MediaPicture } from './media-picture.tsx';
import styles from './media-viewer.module.css';

const TITLE_ID = 'gallery-viewer-title';

interface MediaViewerProps {
  item: MediaItem | null;
  onClose: () => void;
}

/**
 * The full-screen view of one item (SPEC "Gallery": a click opens it, a click closes it). It is a modal
 * dialog: focus moves to its close button, Escape closes it, and focus returns to the tile it came from.
 * A click anywhere closes it, except on a video, whose controls need clicks of their own.
 */
export function MediaViewer({ item, onClose }: MediaViewerProps) {
  const closeRef = useRef<HTMLButtonElement>(null);

  function onStageClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest('video')) return;
    onClose();
  }

  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      labelledBy={TITLE_ID}
      initialFocusRef={closeRef}
      className={styles.viewer}
    >
      {item && (
        <div className={styles.stage} onClick={onStageClick}>
          <button ref={closeRef} type="button" className={styles.close} aria-label="Close full-screen view">
            <CloseIcon size={28} />
          </button>
          <div className={styles.media}>
            {isVideo(item) ? (
              <GalleryVideo item={item} label={describeMedia(item)} className={styles.video} />
            ) : (
              <MediaPicture
                key={item.medias_id}
                item={item}
                alt={describeMedia(item)}
                sizes="100vw"
                loading="high"
                fit="contain"
              />
            )}
          </div>
          <p id={TITLE_ID} className={styles.caption}>
            {describeMedia(item)}
          </p>
        </div>
      )}
    </Dialog>
  );
}
