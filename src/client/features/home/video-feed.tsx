import { useSiteContent } from '#client/lib/site-content.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import { SectionHeader } from './section-header.tsx';
import { VideoCard } from './video-card.tsx';
import section from './section.module.css';
import styles from './video-feed.module.css';

export function VideoFeed() {
  const { videos } = useSiteContent();
  const texts = useTexts().layout.home.videos;
  return (
    <section className={section.section} aria-labelledby="videos-title">
      <div className={section.inner}>
        <SectionHeader id="videos-title" eyebrow={texts.eyebrow} title={texts.title}>
          {texts.lead}
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
