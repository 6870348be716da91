import { AccountLinks, DonateLink } from './header-links.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SocialLinks } from './social-links.tsx';
import styles from './top-strip.module.css';

/** The thin band above the menu on wide screens: social links, Subscribe, Login and Donate. */
export function TopStrip() {
  const { header } = useTexts();
  return (
    <div className={styles.strip}>
      <div className={styles.inner}>
        <SocialLinks label={header.followUs} tone="light" size={17} />
        <div className={styles.actions}>
          <LanguageSwitcher tone="light" />
          <AccountLinks tone="light" />
          <DonateLink />
        </div>
      </div>
    </div>
  );
}
