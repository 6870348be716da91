import { useRef } from 'react';
import { useTexts } from '#client/i18n/language-context.tsx';
import { SidebarIcon } from '#client/components/ui/icons.tsx';
import { useMediaQuery } from '#client/lib/use-media-query.ts';
import { useReducedMotion } from '#client/lib/use-reduced-motion.ts';
import { Brand } from './brand.tsx';
import { DonateLink } from './header-links.tsx';
import { MOBILE_QUERY, MainNav } from './main-nav.tsx';
import { MenuExtras } from './menu-extras.tsx';
import { SidebarToggle, type SidebarToggleProps } from './sidebar-toggle.tsx';
import { TopStrip } from './top-strip.tsx';
import { useHideOnScroll } from './use-hide-on-scroll.ts';
import styles from './site-header.module.css';

/**
 * Wide screens: the top strip (social links, Subscribe, Login, Donate) above the logo, the menu and the
 * round sidebar button, fixed at the top. Phones: one row (logo, Donate, Menu) that slides away while the
 * visitor scrolls down and comes back on the way up; the menu panel holds the rest. The prerendered page
 * carries the wide-screen parts, hidden on phones by CSS until the browser takes over.
 */
export function SiteHeader(sidebar: SidebarToggleProps) {
  const texts = useTexts();
  const headerRef = useRef<HTMLElement>(null);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const reducedMotion = useReducedMotion();
  const hidden = useHideOnScroll(headerRef, isMobile && !reducedMotion);

  return (
    <header ref={headerRef} className={styles.header} data-hidden={hidden ? 'true' : undefined}>
      {!isMobile && <TopStrip />}
      <div className={styles.bar}>
        <div className={styles.inner}>
          <Brand />
          <DonateLink className={styles.donate} />
          <MainNav extras={<MenuExtras {...sidebar} />} />
          {!isMobile && (
            <SidebarToggle {...sidebar} className={styles.sidebarToggle} label={texts.header.sidebarToggle}>
              <SidebarIcon />
            </SidebarToggle>
          )}
        </div>
      </div>
    </header>
  );
}
