import { useRef, useState } from 'react';
import { useTexts } from '#client/i18n/language-context.tsx';
import type { KeyboardEvent, ReactNode } from 'react';
import { useLocation } from '#client/lib/navigation.tsx';
import { MOBILE_BREAKPOINT_PX } from '#shared/constants';
import { headerNavigation } from '#client/texts/navigation.ts';
import { useSiteContent } from '#client/lib/site-content.tsx';
import { useMediaQuery } from '#client/lib/use-media-query.ts';
import { CloseIcon, MenuIcon } from '../ui/icons.tsx';
import { holdsCurrentPage } from './nav-current.ts';
import { NavDropdown } from './nav-dropdown.tsx';
import { NavLeafItem } from './nav-leaf.tsx';
import styles from './main-nav.module.css';

export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
const MENU_ID = 'main-menu';

interface MainNavProps {
  /** Shown below the menu items inside the small-screen menu panel (Subscribe, Login, social links). */
  extras?: ReactNode;
}

/**
 * The site menu. Wide screens: every dropdown opens on hover or keyboard focus. 768 px and narrower: a
 * toggle shows the menu and dropdowns open on click, one at a time. Crossing the breakpoint or navigating
 * closes whatever was open. The dropdown holding the page being shown is marked `aria-current`.
 */
export function MainNav({ extras }: MainNavProps) {
  const texts = useTexts();
  const { menus } = useSiteContent();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Reset while rendering (not in an effect) so no frame shows the stale state.
  const [seen, setSeen] = useState({ isMobile, key: location.key });
  if (seen.isMobile !== isMobile || seen.key !== location.key) {
    setSeen({ isMobile, key: location.key });
    setOpenId(null);
    setMenuOpen(false);
  }

  const closeAll = () => {
    setOpenId(null);
    setMenuOpen(false);
  };

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      setOpenId(null);
      toggleRef.current?.focus();
    }
  }

  return (
    <nav className={styles.nav} aria-label={texts.layout.mainNav} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.menuToggle}
        aria-expanded={menuOpen}
        aria-controls={MENU_ID}
        onClick={() => {
          setMenuOpen((open) => !open);
          setOpenId(null);
        }}
      >
        {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
        <span className={styles.menuLabel}>{texts.header.menu}</span>
      </button>
      <div id={MENU_ID} className={styles.panel} data-open={menuOpen ? 'true' : undefined}>
        <ul className={styles.menu}>
          {headerNavigation(menus.header).map((item) =>
            item.children ? (
              <NavDropdown
                key={item.leaf.id}
                item={item}
                open={openId === item.leaf.id}
                current={holdsCurrentPage(item, location.pathname)}
                openOnFocus={!isMobile}
                onOpenChange={(open) => setOpenId(open ? item.leaf.id : null)}
                onNavigate={closeAll}
              />
            ) : (
              <li key={item.leaf.id} className={styles.item}>
                <NavLeafItem item={item.leaf} className={styles.topLink} onNavigate={closeAll} />
              </li>
            ),
          )}
        </ul>
        {isMobile && extras}
      </div>
    </nav>
  );
}
