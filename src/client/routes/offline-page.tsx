import { useTexts } from '#client/i18n/language-context.tsx';
import { Link } from '#client/lib/navigation.tsx';
import styles from './offline-page.module.css';

/**
 * The page the service worker shows offline for an address this phone has not kept (issue 29, docs/app.md):
 * the site's header and footer, what happened, and the pages that do open, which the worker lists in
 * `data-seen-pages` (src/client/sw/offline-page.ts); drawn here with its "none yet" line.
 */
export default function OfflinePage() {
  const texts = useTexts().app.offline;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{texts.title}</h1>
      <p className={styles.text}>{texts.text}</p>
      <h2 className={styles.subtitle}>{texts.available}</h2>
      <ul className={styles.pages} data-seen-pages="">
        <li>{texts.none}</li>
      </ul>
      <p className={styles.actions}>
        <Link to="/">{texts.home}</Link>
      </p>
    </div>
  );
}
