import { headerTexts } from '#client/texts/header.ts';
import { AccountLinks, DonateLink } from './header-links.tsx';
import { SocialLinks } from './social-links.tsx';
import styles from './top-strip.module.css';

/** The thin band above the menu on wide screens: social links, Subscribe, Login and Donate. */
export function TopStrip() {
  return (
    <div className={styles.strip}>
      <div className={styles.inner}>
        <SocialLinks label={headerTexts.followUs} tone="light" size={17} />
        <div className={styles.actions}>
          <AccountLinks tone="light" />
          <DonateLink />
        </div>
      </div>
    </div>
  );
}
