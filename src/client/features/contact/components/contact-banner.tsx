import { useTexts } from '#client/i18n/language-context.tsx';
import { LikeShare } from './like-share.tsx';
import styles from './contact-banner.module.css';
import { Island } from '#client/islands/island.tsx';

/** The 400 px header: a carousel that holds one picture, so nothing moves. */
export function ContactBanner() {
  const { contact, layout } = useTexts();
  const { banner } = contact;
  return (
    <div className={styles.banner}>
      <div
        role="region"
        aria-roledescription={layout.carousel.name}
        aria-label={banner.label}
        className={styles.carousel}
      >
        {banner.slides.map((slide, index) => (
          <div
            key={slide.image}
            role="group"
            aria-roledescription={layout.carousel.slide}
            aria-label={banner.slideLabel(index + 1, banner.slides.length)}
            className={styles.slide}
          >
            <img
              src={slide.image}
              alt={slide.alt}
              width={slide.width}
              height={slide.height}
              fetchPriority="high"
              className={styles.image}
            />
          </div>
        ))}
      </div>
      <Island name="like-share" when="interaction">
        <LikeShare />
      </Island>
    </div>
  );
}
