import type { MediaItem } from '#shared/api/media';
import { isPhoto } from './media-options.ts';
import styles from './media-list.module.css';

/** A small preview of one item, with its processing state when it is not yet on the site. */
export function MediaThumb({ item }: { item: MediaItem }) {
  const smallest = [...item.variants].sort((a, b) => a.width - b.width)[0];
  // While an upload is still being processed it may have no address yet, only a blurred placeholder.
  const photoSource = smallest?.url || item.media_url || item.placeholder;
  const hasSource = isPhoto(item.media_type) ? Boolean(photoSource) : Boolean(item.media_url);
  return (
    <div className={styles.thumbBox}>
      {!hasSource ? (
        <span className={`${styles.thumb} ${styles.noPreview}`}>No preview yet</span>
      ) : isPhoto(item.media_type) ? (
        <img
          className={styles.thumb}
          src={photoSource ?? undefined}
          alt={item.alt_text ?? ''}
          width={96}
          height={72}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <video
          className={styles.thumb}
          src={item.media_url}
          poster={item.poster_url ?? undefined}
          muted
          preload="metadata"
          width={96}
          height={72}
          aria-label={item.alt_text ?? 'Video'}
        />
      )}
      {item.status === 'processing' && <span className={styles.badge}>Processing</span>}
      {item.status === 'failed' && (
        <span className={`${styles.badge} ${styles.badgeFailed}`}>
          Failed{item.status_reason ? `: ${item.status_reason}` : ''}
        </span>
      )}
      {/* On the site, but with something the administrator must know (a video with its metadata). */}
      {item.status === 'ready' && item.status_notice && (
        <span className={styles.notice}>{item.status_notice}</span>
      )}
    </div>
  );
}
