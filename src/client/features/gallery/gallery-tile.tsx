import type { MediaItem } from '#shared/api/media';
import { ExpandIcon } from '#client/components/ui/icons.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
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

/**
 * One grid item: a photo is a button opening the full-screen view; a video plays in place and has one.
 * Its description is written under it; the button already says it to screen readers, so the line is
 * hidden from them rather than read twice.
 */
export function GalleryTile({ item, index, loading, onOpen }: GalleryTileProps) {
  const texts = useTexts().layout.gallery;
  const label = describeMedia(item, texts.descriptions);
  // The gallery finds the button again by its index to give it focus when the full-screen view closes.
  const opens = {
    type: 'button',
    'aria-label': texts.viewFullScreen(label),
    'aria-haspopup': 'dialog',
    'data-tile-index': index,
    onClick: () => onOpen(item),
  } as const;
  if (isVideo(item)) {
    return (
      <li className={styles.tile}>
        <div className={styles.frame}>
          <GalleryVideo item={item} label={label} className={styles.video} />
          <button {...opens} className={styles.expand}>
            <ExpandIcon />
          </button>
        </div>
        <Caption text={label} />
      </li>
    );
  }
  return (
    <li className={styles.tile}>
      <div className={styles.frame}>
        <button {...opens} className={styles.photo}>
          <MediaPicture item={item} alt={label} sizes={TILE_SIZES} loading={loading} />
        </button>
      </div>
      <Caption text={label} />
    </li>
  );
}

const Caption = ({ text }: { text: string }) => (
  <p className={styles.caption} aria-hidden="true">
    {text}
  </p>
);
