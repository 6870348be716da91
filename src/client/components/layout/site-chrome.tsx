import { useCallback, useRef, useState } from 'react';
import { Sidebar } from './sidebar.tsx';
import { SiteHeader } from './site-header.tsx';

/** The header with its menu and the sidebar it opens: one island, as they share the sidebar's state. */
export function SiteChrome() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const sidebarToggleRef = useRef<HTMLButtonElement>(null);

  const closeSidebar = useCallback((returnFocus: boolean) => {
    setSidebarOpen(false);
    if (returnFocus) sidebarToggleRef.current?.focus();
  }, []);

  return (
    <>
      <SiteHeader
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen((open) => !open)}
        sidebarToggleRef={sidebarToggleRef}
      />
      <Sidebar open={sidebarOpen} onClose={closeSidebar} />
    </>
  );
}
