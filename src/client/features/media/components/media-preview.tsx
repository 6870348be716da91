import { isPhoto } from './media-options.ts';
import styles from './insert-media.module.css';

interface MediaPreviewProps {
  /** A blob: address of the chosen file, or null in URL mode. */
  fileUrl: string | null;
  fileIsVideo: boolean;
  url: string;
  type: string;
  altText: string;
}

/** Shows what will be sent, before it is sent. */
export function MediaPreview({ fileUrl, fileIsVideo, url, type, altText }: MediaPreviewProps) {
  const linked = /^https?:\/\/\S+$/i.test(url.trim()) ? url.trim() : null;
  const source = fileUrl ?? linked;
  if (!source) return null;
  const video = fileUrl ? fileIsVideo : type !== '' && !isPhoto(type);
  return (
    <figure className={styles.preview}>
      {video ? (
        <video src={source} controls muted preload="metadata" className={styles.previewMedia} />
      ) : (
        <img
          src={source}
          alt={altText.trim() || 'Preview of the selected photo'}
          className={styles.previewMedia}
        />
      )}
      <figcaption>Preview</figcaption>
    </figure>
  );
}
