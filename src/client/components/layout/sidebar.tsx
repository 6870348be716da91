import { useEffect, useRef } from 'react';
import { useTexts } from '#client/i18n/language-context.tsx';
import { useSiteContent } from '#client/lib/site-content.tsx';
import { navLeafOf } from '#client/texts/navigation.ts';
import { buttonClassName } from '../ui/button.tsx';
import { CloseIcon } from '../ui/icons.tsx';
import { ContactDetails } from './contact-details.tsx';
import { NavLeafItem } from './nav-leaf.tsx';
import { SocialLinks } from './social-links.tsx';
import styles from './sidebar.module.css';

export const SIDEBAR_ID = 'site-sidebar';

interface SidebarProps {
  open: boolean;
  /** Closes the sidebar; `returnFocus` asks for focus to go back to the toggle that opened it. */
  onClose: (returnFocus: boolean) => void;
}

/**
 * A panel sliding in from the side with who we are and how to reach us. It is not modal: the hamburger
 * that opened it stays usable and closes it again; so do its close button and Escape.
 */
export function Sidebar({ open, onClose }: SidebarProps) {
  const { site, menus } = useSiteContent();
  const { sidebar: say } = useTexts().layout;
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <aside
      id={SIDEBAR_ID}
      className={styles.sidebar}
      data-open={open ? 'true' : undefined}
      aria-labelledby="sidebar-title"
    >
      <div className={styles.head}>
        <h2 id="sidebar-title" className={styles.title}>
          {say.title(site.name)}
        </h2>
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          aria-label={say.close}
          onClick={() => onClose(true)}
        >
          <CloseIcon size={22} />
        </button>
      </div>
      <p>{say.about(site.legalName)}</p>
      <p>{say.trust(site.satisfiedClients)}</p>
      <h3 className={styles.subtitle}>{say.contact}</h3>
      <ContactDetails />
      <h3 className={styles.subtitle}>{say.follow}</h3>
      <SocialLinks label={say.social} />
      {menus.sidebar.map((entry) => (
        <NavLeafItem
          key={entry.id}
          item={navLeafOf(entry)}
          className={buttonClassName('primary', 'md', styles.donate)}
          onNavigate={() => onClose(false)}
        />
      ))}
    </aside>
  );
}
