import { StarIcon } from '#client/components/ui/icons.tsx';
import { MAX_RATING, testimonials } from '#client/content/testimonials.ts';
import { SectionHeader } from './section-header.tsx';
import section from './section.module.css';
import styles from './testimonials-section.module.css';

function Rating({ value }: { value: number }) {
  return (
    <div className={styles.stars} role="img" aria-label={`${value} out of ${MAX_RATING}`}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <StarIcon key={index} size={20} className={index < value ? styles.on : styles.off} />
      ))}
    </div>
  );
}

export function TestimonialsSection() {
  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="testimonials-title">
      <div className={section.inner}>
        <SectionHeader id="testimonials-title" eyebrow="Voices" title="Testimonials">
          What parents, teachers, volunteers and participants say about us.
        </SectionHeader>
        <ul className={styles.grid}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
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
