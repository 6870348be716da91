import { Link } from '#client/lib/navigation.tsx';
import { COMING_SOON_INTERVAL_MS } from '#shared/constants';
import { comingSoon } from '#client/content/coming-soon.ts';
import { useHoldsStill } from '#client/lib/use-holds-still.ts';
import { useRotatingIndex } from './use-rotating-index.ts';
import styles from './coming-soon-screen.module.css';

/**
 * 'Coming Soon!' over a blurred picture that changes every 4 s (and stays put with reduced motion, or with
 * data saver on, which fetches no other picture).
 */
export function ComingSoonScreen() {
  const holdsStill = useHoldsStill();
  const index = useRotatingIndex(comingSoon.backgrounds.length, COMING_SOON_INTERVAL_MS, !holdsStill);
  const background = comingSoon.backgrounds[index];
  return (
    <div className={styles.screen}>
      <img
        key={background}
        src={background}
        alt=""
        width={1600}
        height={1000}
        className={styles.background}
        data-testid="coming-soon-background"
        fetchPriority={index === 0 ? 'high' : 'auto'}
      />
      <div className={styles.content}>
        <h1 className={styles.title}>{comingSoon.title}</h1>
        <p className={styles.tagline}>{comingSoon.tagline}</p>
        <ul className={styles.links}>
          {comingSoon.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
