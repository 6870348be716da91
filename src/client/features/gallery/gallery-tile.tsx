import type { MediaItem } from '#shared/api/media';
import { GalleryVideo } from './gallery-video.tsx';
import { describeMedia, isVideo } from './media-description.ts';
import { MediaPicture, type PictureLoading } from './media-picture.tsx';
import styles from './gallery.module.css';

/** Tile widths of the grid in gallery.module.css: 2 columns, 3 from 640 px, 4 from 1024 px (max 72rem). */
export const TILE_SIZES = '(min-width: 1024px) min(18rem, 25vw), (min-width: 640px) 33vw, 50vw';

interface GalleryTileProps {
  item: MediaItem;
  index: number;
  loading: PictureLoading;
  onOpen: (item: MediaItem) => void;
}

/** One grid item: a photo is a button opening the full-screen view; a video plays in place and has one. */
export function GalleryTile({ item, index, loading, onOpen }: GalleryTileProps) {
  const label = describeMedia(item);
  if (isVideo(item)) {
    return (
      <li className={styles.tile}>
        <GalleryVideo item={item} label={label} className={styles.video} />
        <button
          type="button"
          className={styles.expand}
          aria-label={`View full screen: ${label}`}
          aria-haspopup="dialog"
          data-tile-index={index}
          onClick={() => onOpen(item)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </li>
    );
  }
  return (
    <li className={styles.tile}>
      <button
        type="button"
        className={styles.photo}
        aria-label={`View full screen: ${label}`}
        aria-haspopup="dialog"
        data-tile-index={index}
        onClick={() => onOpen(item)}
      >
        <MediaPicture item={item} alt={label} sizes={TILE_SIZES} loading={loading} />
      </button>
    </li>
  );
}
