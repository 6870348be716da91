import { Link } from '#client/lib/navigation.tsx';
import { VISION_THRESHOLD } from '#shared/constants';
import { buttonClassName } from '#client/components/ui/button.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import { useSiteContent } from '#client/lib/site-content.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { useInView } from '#client/lib/use-in-view.ts';
import { useReducedMotion } from '#client/lib/use-reduced-motion.ts';
import section from './section.module.css';
import styles from './vision-section.module.css';

/**
 * The vision statement, fading in once half of it is visible. It is hidden only in the browser after
 * hydration, so the prerendered page and reduced-motion visitors simply see it.
 */
export function VisionSection() {
  const texts = useTexts();
  const { vision } = texts.home;
  const { homeText } = useSiteContent().vision;
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const { ref, inView } = useInView<HTMLDivElement>({ threshold: VISION_THRESHOLD, once: true });
  const shown = !hydrated || reducedMotion || inView;

  return (
    <section className={`${section.section} ${styles.section}`} aria-labelledby="vision-title">
      <div ref={ref} className={styles.block} data-shown={shown ? 'true' : 'false'}>
        <p className={section.eyebrow}>{texts.layout.home.vision.eyebrow}</p>
        <h2 id="vision-title" className={section.title}>
          {vision.heading}
        </h2>
        <p className={styles.text}>{homeText}</p>
        <Link to={vision.link.to} className={buttonClassName('outline')}>
          {vision.link.label}
        </Link>
      </div>
    </section>
  );
}
