import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useGuardedHistory, useLeavePanel } from '#client/admin/unsaved-changes.tsx';
import type { Session } from '#shared/api/auth';
import { roleTexts } from '#shared/staff/roles';
import { messages } from '#shared/messages';
import { defaultPanel, findPanel, menuFor, type PanelId } from '../dashboard-menu.ts';
import { OpenPanelContext, type PanelFilters } from '../open-panel.ts';
import { LogoutButton } from './logout-button.tsx';
import { SideMenu } from './side-menu.tsx';
import styles from './dashboard-shell.module.css';

interface DashboardShellProps {
  session: Session;
  renderPanel: (panel: PanelId) => ReactNode;
}

/** Header, side menu and the one open panel; the panel is kept in the address (?panel=) for reloads. */
export function DashboardShell({ session, renderPanel }: DashboardShellProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // A panel the person's role does not open (an old bookmark, a colleague's link) shows the Overview; a
  // person who must set up a second factor first sees only that.
  const panel = session.secondFactorRequired
    ? findPanel('two-step')!
    : (findPanel(searchParams.get('panel'), session.permissions) ?? findPanel(defaultPanel)!);
  // Kept in the address too, so the panel stays when the rest of the dashboard opens.
  const forced = session.secondFactorRequired && searchParams.get('panel') !== 'two-step';
  useEffect(() => {
    if (forced) setSearchParams({ panel: 'two-step' }, { replace: true });
  }, [forced, setSearchParams]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    // After a choice in the menu, continue reading at the panel's heading.
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [panel.id]);

  const leavePanel = useLeavePanel();
  const location = useLocation();
  const navigate = useNavigate();
  useGuardedHistory(`${location.pathname}${location.search}${location.hash}`, navigate);

  /** Opens a panel; filters given (from the overview) go into the address beside it, for the panel to read. */
  function select(next: PanelId, filters?: PanelFilters) {
    if (next === panel.id) return headingRef.current?.focus();
    // A panel with unsaved changes is left only when the administrator says so.
    leavePanel(() => {
      moveFocus.current = true;
      setSearchParams({ panel: next, ...filters });
    });
  }

  return (
    // data-dashboard: texts marked as Kannada, Hindi or Marathi here take the site's script fonts (fonts.css).
    <div className={styles.shell} data-dashboard="">
      <a className={styles.skip} href="#dashboard-panel">
        Skip to panel
      </a>
      <header className={styles.topbar}>
        <div>
          <h1 className={styles.title}>Dashboard</h1>
          <p className={styles.who}>
            Signed in as {session.email} ({roleTexts[session.role].label})
          </p>
        </div>
        <div className={styles.topActions}>
          <a href="/" className={styles.siteLink}>
            View website
          </a>
          <LogoutButton />
        </div>
      </header>
      <div className={styles.body}>
        <SideMenu
          groups={menuFor(session)}
          activePanel={panel.id}
          activeGroup={panel.group}
          onSelect={select}
        />
        <main id="dashboard-panel" className={styles.main} tabIndex={-1}>
          <section aria-labelledby="dashboard-panel-title" className={styles.panel}>
            <h2 id="dashboard-panel-title" ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
              {panel.label}
            </h2>
            {session.secondFactorRequired && (
              <p className={styles.required}>{messages.secondFactor.required}</p>
            )}
            <OpenPanelContext value={select}>{renderPanel(panel.id)}</OpenPanelContext>
          </section>
        </main>
      </div>
    </div>
  );
}
