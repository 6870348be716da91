import { Link } from '#client/lib/navigation.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import { comingSoonBackgrounds as backgrounds } from '#client/texts/coming-soon.ts';
import styles from './coming-soon-screen.module.css';

/**
 * 'Coming Soon!' over a blurred picture that a small script changes every 4 s
 * (enhancements/background-rotation.ts; it stays put with reduced motion, or with data saver on, which
 * fetches no other picture). No React.
 */
export function ComingSoonScreen({ name }: { name?: string | undefined }) {
  const { comingSoon } = useTexts();
  return (
    <div className={styles.screen}>
      <img
        src={backgrounds[0]}
        alt=""
        width={1600}
        height={1000}
        className={styles.background}
        data-testid="coming-soon-background"
        data-enhance="coming-soon-background"
        data-pictures={JSON.stringify(backgrounds)}
        fetchPriority="high"
      />
      <div className={styles.content}>
        {name && <p className={styles.name}>{comingSoon.preparing(name)}</p>}
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
