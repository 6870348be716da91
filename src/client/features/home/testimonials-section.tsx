import { StarIcon } from '#client/components/ui/icons.tsx';
import { contentLimits } from '#shared/api/content-fields';
import { useSiteContent } from '#client/lib/site-content.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import { SectionHeader } from './section-header.tsx';
import section from './section.module.css';
import styles from './testimonials-section.module.css';

function Rating({ value }: { value: number }) {
  const texts = useTexts().layout.home.testimonials;
  return (
    <div className={styles.stars} role="img" aria-label={texts.rating(value, contentLimits.rating)}>
      {Array.from({ length: contentLimits.rating }, (_, index) => (
        <StarIcon key={index} size={20} className={index < value ? styles.on : styles.off} />
      ))}
    </div>
  );
}

export function TestimonialsSection() {
  const { testimonials } = useSiteContent();
  const texts = useTexts().layout.home.testimonials;
  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="testimonials-title">
      <div className={section.inner}>
        <SectionHeader id="testimonials-title" eyebrow={texts.eyebrow} title={texts.title}>
          {texts.lead}
        </SectionHeader>
        <ul className={styles.grid}>
          {testimonials.map((testimonial, index) => (
            <li key={index}>
              <figure className={styles.card}>
                <Rating value={testimonial.rating} />
                <blockquote className={styles.quote}>
                  <p>{testimonial.feedback}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  <span className={styles.avatar} aria-hidden="true">
                    {testimonial.name.charAt(0)}
                  </span>
                  <span>
                    <strong className={styles.name}>{testimonial.name}</strong>
                    <span className={styles.description}>{testimonial.description}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
