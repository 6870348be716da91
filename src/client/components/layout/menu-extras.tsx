import { InfoIcon } from '../ui/icons.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import { AccountLinks } from './header-links.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SidebarToggle, type SidebarToggleProps } from './sidebar-toggle.tsx';
import { SocialLinks } from './social-links.tsx';
import styles from './menu-extras.module.css';

/**
 * What the wide screens' top strip and round sidebar button hold, at the foot of the phone menu: one
 * menu button opens everything, and the header stays a single row.
 */
export function MenuExtras(sidebar: SidebarToggleProps) {
  const { header } = useTexts();
  return (
    <div className={styles.extras}>
      <SidebarToggle {...sidebar} className={styles.sidebarToggle}>
        <InfoIcon size={20} />
        {header.sidebarToggle}
      </SidebarToggle>
      <LanguageSwitcher tone="dark" />
      <AccountLinks tone="dark" />
      <SocialLinks label={header.followUs} size={18} />
    </div>
  );
}
