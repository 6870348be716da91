import { useState } from 'react';
import type { MediaItem } from '#shared/api/media';
import { useTexts } from '#client/i18n/language-context.tsx';
import styles from './gallery.module.css';

interface GalleryVideoProps {
  item: MediaItem;
  label: string;
  className?: string;
}

/**
 * An mp4 that costs nothing until the visitor presses play: muted, no preloading, a poster instead of
 * a first frame. A video that cannot be played becomes a tile saying so.
 */
export function GalleryVideo({ item, label, className }: GalleryVideoProps) {
  const texts = useTexts().layout.gallery;
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        role="img"
        aria-label={texts.videoUnavailableLabel(label)}
        className={`${styles.videoFallback} ${className ?? ''}`}
      >
        <span aria-hidden="true">{texts.videoUnavailable}</span>
      </span>
    );
  }
  return (
    <video
      className={className}
      src={item.media_url}
      poster={item.poster_url ?? undefined}
      aria-label={label}
      controls
      muted
      playsInline
      preload="none"
      onError={() => setFailed(true)}
    />
  );
}
