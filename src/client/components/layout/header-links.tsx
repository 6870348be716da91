import { Link } from '#client/lib/navigation.tsx';
import { headerTexts } from '#client/texts/header.ts';
import { buttonClassName } from '../ui/button.tsx';
import styles from './header-links.module.css';

/** Donate: the one bright call to action of the header, at every width. */
export function DonateLink({ className = '' }: { className?: string }) {
  return (
    <Link to={headerTexts.donatePath} className={buttonClassName('accent', 'sm', className)}>
      {headerTexts.donate}
    </Link>
  );
}

/**
 * Subscribe and Login, quieter than Donate: outlined, small on the wide screens' dark strip and of full
 * touch size in the phone menu.
 */
export function AccountLinks({ tone }: { tone: 'light' | 'dark' }) {
  const look = tone === 'light' ? buttonClassName('outline-light', 'sm') : buttonClassName('outline', 'md');
  return (
    <div className={styles.account}>
      <Link to={headerTexts.subscribePath} className={look}>
        {headerTexts.subscribe}
      </Link>
      <Link to={headerTexts.loginPath} className={look}>
        {headerTexts.login}
      </Link>
    </div>
  );
}
