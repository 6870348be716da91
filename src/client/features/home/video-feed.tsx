import { useSiteContent } from '#client/lib/site-content.tsx';
import { SectionHeader } from './section-header.tsx';
import { VideoCard } from './video-card.tsx';
import section from './section.module.css';
import styles from './video-feed.module.css';

export function VideoFeed() {
  const { videos } = useSiteContent();
  return (
    <section className={section.section} aria-labelledby="videos-title">
      <div className={section.inner}>
        <SectionHeader id="videos-title" eyebrow="Watch" title="Video Feed">
          Moments from our classes, shows and sessions. Videos play from YouTube when you press play.
        </SectionHeader>
        <ul className={styles.grid}>
          {videos.map((video, index) => (
            <li key={index}>
              <VideoCard video={video} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
