import { useState, type CSSProperties } from 'react';
import type { MediaItem, MediaVariant } from '#shared/api/media';
import { ImageMissingIcon } from '#client/components/ui/icons.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import styles from './media-picture.module.css';

export type PictureLoading = 'high' | 'eager' | 'lazy';

export interface MediaPictureProps {
  item: Pick<MediaItem, 'variants' | 'media_url' | 'width' | 'height' | 'placeholder'>;
  alt: string;
  /** How wide the picture is drawn at each viewport width (the `sizes` attribute). */
  sizes: string;
  /**
   * 'high': the page's most important picture, fetched first; 'eager': visible at once;
   * 'lazy' (default): fetched only when it comes near the viewport.
   */
  loading?: PictureLoading;
  /** 'cover' fills the frame (grid tiles); 'contain' shows the whole picture (full-screen view). */
  fit?: 'cover' | 'contain';
  className?: string;
}

const sourceTypes = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const;

function srcSet(variants: MediaVariant[], format: MediaVariant['format']): string {
  return variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** The JPEG a browser without srcset support loads: the smallest one fit for a tile, else the largest. */
function fallbackJpeg(variants: MediaVariant[]): MediaVariant | undefined {
  const jpegs = variants.filter((v) => v.format === 'jpeg').sort((a, b) => a.width - b.width);
  return jpegs.find((v) => v.width >= 640) ?? jpegs.at(-1);
}

/**
 * A photo as light as the screen allows: AVIF, then WebP, then JPEG, each in several widths for the
 * browser to choose from; width and height set so nothing moves when it arrives; a tiny blurred preview
 * underneath while it loads. Media given as a link are shown as they are. A picture that cannot be
 * loaded becomes a neat tile saying so, never a broken-image icon.
 */
export function MediaPicture({
  item,
  alt,
  sizes,
  loading = 'lazy',
  fit = 'cover',
  className,
}: MediaPictureProps) {
  const texts = useTexts().layout.gallery;
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const frameClass = [styles.frame, fit === 'contain' ? styles.contain : styles.cover, className]
    .filter(Boolean)
    .join(' ');

  if (status === 'failed') {
    return (
      <span className={frameClass}>
        <span role="img" aria-label={texts.imageUnavailableLabel(alt)} className={styles.fallback}>
          <ImageMissingIcon />
          <span aria-hidden="true">{texts.imageUnavailable}</span>
        </span>
      </span>
    );
  }

  const imageProps = {
    alt,
    className: styles.image,
    decoding: 'async' as const,
    loading: loading === 'lazy' ? ('lazy' as const) : ('eager' as const),
    fetchPriority: loading === 'high' ? ('high' as const) : undefined,
    onLoad: () => setStatus('loaded'),
    onError: () => setStatus('failed'),
  };
  const style =
    item.placeholder && status === 'loading'
      ? ({ '--placeholder': `url("${item.placeholder}")` } as CSSProperties)
      : undefined;
  const fallback = fallbackJpeg(item.variants);

  return (
    <span className={frameClass} style={style} data-loaded={status === 'loaded' || undefined}>
      {fallback ? (
        <picture>
          {sourceTypes.map(({ format, type }) => {
            const set = srcSet(item.variants, format);
            return set ? <source key={format} type={type} srcSet={set} sizes={sizes} /> : null;
          })}
          <img
            {...imageProps}
            src={fallback.url}
            srcSet={srcSet(item.variants, 'jpeg')}
            sizes={sizes}
            width={item.width ?? undefined}
            height={item.height ?? undefined}
          />
        </picture>
      ) : (
        <img {...imageProps} src={item.media_url} referrerPolicy="no-referrer" />
      )}
    </span>
  );
}
