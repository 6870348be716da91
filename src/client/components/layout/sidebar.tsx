import { useEffect, useRef } from 'react';
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
          About {site.name}
        </h2>
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          aria-label="Close sidebar"
          onClick={() => onClose(true)}
        >
          <CloseIcon size={22} />
        </button>
      </div>
      <p>
        {site.legalName} is a non-profit that helps children from government schools and their families grow
        in education, health and confidence: free tuition and spoken English, entrance exam coaching, science
        and space shows, cyber security awareness, health camps and women empowerment.
      </p>
      <p>The trust of {site.satisfiedClients} satisfied clients, parents and partners keeps us going.</p>
      <h3 className={styles.subtitle}>Contact us</h3>
      <ContactDetails />
      <h3 className={styles.subtitle}>Follow us</h3>
      <SocialLinks label="Follow us on social media" />
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
