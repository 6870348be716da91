import { Link } from 'react-router';
import { buttonClassName } from '../ui/button.tsx';
import { SocialLinks } from './social-links.tsx';
import styles from './top-strip.module.css';

/** The thin band above the menu: social links, Subscribe and Login. */
export function TopStrip() {
  return (
    <div className={styles.strip}>
      <div className={styles.inner}>
        <SocialLinks label="Follow us" tone="light" size={17} />
        <div className={styles.actions}>
          <Link to="/subscribe" className={buttonClassName('accent', 'sm')}>
            Subscribe
          </Link>
          <Link to="/login" className={buttonClassName('outline-light', 'sm')}>
            Login
          </Link>
        </div>
      </div>
    </div>
  );
}
