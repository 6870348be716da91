import { useSiteContent } from '#client/lib/site-content.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';
import section from './section.module.css';
import styles from './about-section.module.css';

/** The About Us block, anchored as #about (SPEC section 2). */
export function AboutSection() {
  const { about, site } = useSiteContent();
  const texts = useTexts().layout.home.about;
  return (
    <section id="about" className={section.section} aria-labelledby="about-title">
      <div className={`${section.inner} ${styles.grid}`}>
        <div className={styles.media}>
          <LazyImage {...about.image} />
          <p className={styles.badge}>
            <strong>{site.satisfiedClients}</strong> {about.satisfiedClientsLabel}
          </p>
        </div>
        <div>
          <p className={section.eyebrow}>{texts.eyebrow}</p>
          <h2 id="about-title" className={`${section.title} ${styles.title}`}>
            {about.heading}
          </h2>
          <p className={styles.lead}>{about.lead}</p>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
