import type { CSSProperties } from 'react';
import { COUNTER_DURATION_MS, COUNTER_STEPS, COUNTER_THRESHOLD } from '#shared/constants';
import { useTexts } from '#client/i18n/language-context.tsx';
import { useSiteContent } from '#client/lib/site-content.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { useInView } from '#client/lib/use-in-view.ts';
import { useReducedMotion } from '#client/lib/use-reduced-motion.ts';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';
import { balancedColumns } from './balanced-columns.ts';
import { useCountUp } from './use-count-up.ts';
import section from './section.module.css';
import styles from './statistics-section.module.css';

/**
 * Impact figures (the administrator's, from the content the page was rendered with) that count up over 2 s in 60 steps once 30% of the section is visible. The prerendered
 * page and visitors who prefer reduced motion get the final figures directly; the count starts from 0
 * only in the browser, after hydration.
 */
export function StatisticsSection() {
  const texts = useTexts();
  const statisticsSection = texts.home.statistics;
  const { statistics } = useSiteContent();
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const { ref, inView } = useInView<HTMLElement>({ threshold: COUNTER_THRESHOLD, once: true });
  const animate = hydrated && !reducedMotion;
  const step = useCountUp(animate && inView, COUNTER_STEPS, COUNTER_DURATION_MS);
  const { image } = statisticsSection;

  return (
    <section ref={ref} className={`${section.section} ${styles.section}`} aria-labelledby="statistics-title">
      <div className={`${section.inner} ${styles.grid}`}>
        <LazyImage className={styles.photo} {...image} />
        <div>
          <p className={`${section.eyebrow} ${styles.eyebrow}`}>{texts.layout.home.statistics.eyebrow}</p>
          <h2 id="statistics-title" className={styles.title}>
            {statisticsSection.heading}
          </h2>
          <p className={styles.text}>{statisticsSection.text}</p>
          <ul
            className={styles.list}
            style={{ '--columns': balancedColumns(statistics.length) } as CSSProperties}
          >
            {statistics.map(({ value, label }, index) => {
              const shown = animate ? Math.round((value * step) / COUNTER_STEPS) : value;
              return (
                <li key={index} className={styles.item}>
                  <span className={styles.number} aria-hidden="true">
                    {shown}
                  </span>
                  <span className="visually-hidden">{value} </span>
                  <span className={styles.label}>{label}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
