import { SCROLL_TOP_THRESHOLD_PX } from '#shared/constants';
import { useTexts } from '#client/i18n/language-context.tsx';
import { useReducedMotion } from '#client/lib/use-reduced-motion.ts';
import { useScrolledPast } from '#client/lib/use-scrolled-past.ts';
import { ArrowUpIcon } from '../ui/icons.tsx';
import styles from './scroll-to-top.module.css';

/** Appears once the page is scrolled more than 100 px; takes the visitor (and focus) back to the top. */
export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  const reducedMotion = useReducedMotion();
  const { layout } = useTexts();
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={layout.scrollToTop}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
        // The button disappears at the top; focus goes to the first stop of the page instead of nowhere.
        document.querySelector<HTMLElement>('#skip-link')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
