import type { RefObject } from 'react';
import { headerTexts } from '#client/content/header.ts';
import { InfoIcon } from '../ui/icons.tsx';
import { AccountLinks } from './header-links.tsx';
import { SIDEBAR_ID } from './sidebar.tsx';
import { SocialLinks } from './social-links.tsx';
import styles from './menu-extras.module.css';

interface MenuExtrasProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  sidebarToggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * What the wide screens' top strip and round sidebar button hold, at the foot of the phone menu: one
 * menu button opens everything, and the header stays a single row.
 */
export function MenuExtras({ sidebarOpen, onToggleSidebar, sidebarToggleRef }: MenuExtrasProps) {
  return (
    <div className={styles.extras}>
      <button
        ref={sidebarToggleRef}
        type="button"
        className={styles.sidebarToggle}
        aria-expanded={sidebarOpen}
        aria-controls={SIDEBAR_ID}
        onClick={onToggleSidebar}
      >
        <InfoIcon size={20} />
        {headerTexts.sidebarToggle}
      </button>
      <AccountLinks tone="dark" />
      <SocialLinks label={headerTexts.followUs} size={18} />
    </div>
  );
}
