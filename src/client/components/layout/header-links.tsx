import { Link } from '#client/lib/navigation.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import { buttonClassName } from '../ui/button.tsx';
import styles from './header-links.module.css';

/** Donate: the one bright call to action of the header, at every width. */
export function DonateLink({ className = '' }: { className?: string }) {
  const { header } = useTexts();
  return (
    <Link to={header.donatePath} className={buttonClassName('accent', 'sm', className)}>
      {header.donate}
    </Link>
  );
}

/**
 * Subscribe and Login, quieter than Donate: outlined, small on the wide screens' dark strip and of full
 * touch size in the phone menu.
 */
export function AccountLinks({ tone }: { tone: 'light' | 'dark' }) {
  const { header } = useTexts();
  const look = tone === 'light' ? buttonClassName('outline-light', 'sm') : buttonClassName('outline', 'md');
  return (
    <div className={styles.account}>
      <Link to={header.subscribePath} className={look}>
        {header.subscribe}
      </Link>
      <Link to={header.loginPath} className={look}>
        {header.login}
      </Link>
    </div>
  );
}
