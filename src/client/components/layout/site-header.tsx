import type { RefObject } from 'react';
import { Brand } from './brand.tsx';
import { MainNav } from './main-nav.tsx';
import { SIDEBAR_ID } from './sidebar.tsx';
import { TopStrip } from './top-strip.tsx';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  sidebarToggleRef: RefObject<HTMLButtonElement | null>;
}

export function SiteHeader({ sidebarOpen, onToggleSidebar, sidebarToggleRef }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <TopStrip />
      <div className={styles.bar}>
        <div className={styles.inner}>
          <Brand />
          <MainNav />
          <button
            ref={sidebarToggleRef}
            type="button"
            className={styles.sidebarToggle}
            aria-expanded={sidebarOpen}
            aria-controls={SIDEBAR_ID}
            aria-label="About us and contact details"
            onClick={onToggleSidebar}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d="M4 6h16M8 12h12M4 18h16"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                fill="none"
              />
            </svg>
          </button>
        </div>
      </div>
    </header>
  );
}
