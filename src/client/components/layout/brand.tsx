import { Link } from '#client/lib/navigation.tsx';
import { Artwork } from '#client/components/ui/artwork.tsx';
import { useSiteDetails } from '#client/lib/site-content.tsx';
import styles from './brand.module.css';

/** The organisation's mark and name, linking home. */
export function Brand() {
  const site = useSiteDetails();
  return (
    <Link to="/" className={styles.brand}>
      <Artwork className={styles.mark} viewBox="0 0 48 48" width={44} height={44}>
        <circle cx="24" cy="24" r="23" fill="#fff4dc" stroke="#7a2e0e" strokeWidth="2" />
        <path
          d="M24 9c3.5 4 4.5 7 3.5 9.5-.7 1.7-2 2.5-3.5 2.5s-2.8-.8-3.5-2.5C19.5 16 20.5 13 24 9Z"
          fill="#f59e0b"
        />
        <path
          d="M24 13.5c1.3 1.8 1.6 3.2 1.1 4.3a1.2 1.2 0 0 1-2.2 0c-.5-1.1-.2-2.5 1.1-4.3Z"
          fill="#7a2e0e"
        />
        <path
          d="M10 27c5-2 10-1.5 14 1.5 4-3 9-3.5 14-1.5v11c-5-2-10-1.5-14 1.5-4-3-9-3.5-14-1.5Z"
          fill="#7a2e0e"
        />
        <path d="M24 28.5v11" stroke="#fff4dc" strokeWidth="1.5" />
      </Artwork>
      <span className={styles.text}>
        <span className={styles.name}>{site.name}</span>
        <span className={styles.tagline}>{site.tagline}</span>
      </span>
    </Link>
  );
}
