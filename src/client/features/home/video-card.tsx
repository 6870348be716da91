import { useEffect, useRef, useState } from 'react';
import { formatLocalDate } from '#client/lib/dates.ts';
import { useTexts } from '#client/i18n/language-context.tsx';
import { PlayIcon, WhatsAppIcon } from '#client/components/ui/icons.tsx';
import { youtubeIdOf } from '#shared/api/content-fields';
import type { Video } from '#shared/api/content';
import styles from './video-feed.module.css';

export const embedUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;

/** m:ss as an ISO 8601 duration for the time element. */
const isoDuration = (duration: string) => {
  const [minutes = '0', seconds = '0'] = duration.split(':');
  return `PT${Number(minutes)}M${Number(seconds)}S`;
};

/**
 * One video. Until the visitor presses play only a local poster is shown, so opening the page sends
 * nothing to YouTube; pressing play swaps in the privacy-enhanced player, which starts at once.
 */
export function VideoCard({ video }: { video: Video }) {
  const texts = useTexts().layout.home.videos;
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // The play button is gone; keyboard focus continues in the player.
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <article className={styles.card}>
      <div className={styles.player}>
        {playing ? (
          <iframe
            ref={frameRef}
            src={embedUrl(youtubeIdOf(video.url) ?? '')}
            title={video.title}
            width="560"
            height="315"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
            {/* Not drawn, so not fetched, with data saver on (global.css): the poster waits for play. */}
            <img
              src={video.poster}
              alt=""
              width="560"
              height="315"
              loading="lazy"
              decoding="async"
              data-poster=""
            />
            <span className={styles.playBadge}>
              <PlayIcon size={28} />
            </span>
            <span className="visually-hidden">{texts.play(video.title)}</span>
          </button>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{video.title}</h3>
        <p className={styles.meta}>
          <time dateTime={video.publishedAt}>{formatLocalDate(video.publishedAt, 'en-IN')}</time>
          <span>
            <span className="visually-hidden">{texts.duration}</span>
            <time dateTime={isoDuration(video.duration)}>{video.duration}</time>
          </span>
        </p>
        {video.whatsappLink && (
          <a className={styles.share} href={video.whatsappLink} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon size={18} />
            {texts.share}
            <span className="visually-hidden"> {texts.newTab}</span>
          </a>
        )}
      </div>
    </article>
  );
}
