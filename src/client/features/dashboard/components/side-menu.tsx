import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { DisclosureButton } from '#client/components/ui/disclosure-button.tsx';
import type { menuFor, MenuGroup, PanelId } from '../dashboard-menu.ts';
import styles from './side-menu.module.css';

interface SideMenuProps {
  /** The groups the signed-in person may use (dashboard-menu.ts menuFor). */
  groups: ReturnType<typeof menuFor>;
  activePanel: PanelId;
  activeGroup: MenuGroup['id'];
  onSelect: (panel: PanelId) => void;
}

/**
 * A disclosure menu: one group open at a time, each item a button showing its panel. On a phone the whole
 * menu folds behind a Menu button so the panel gets the screen.
 */
export function SideMenu({ groups, activePanel, activeGroup, onSelect }: SideMenuProps) {
  const listId = useId();
  const [openGroup, setOpenGroup] = useState<MenuGroup['id'] | null>(activeGroup);
  const [menuOpen, setMenuOpen] = useState(false);
  // Going back through history can show a panel of another group: open that group with it.
  const [shownGroup, setShownGroup] = useState(activeGroup);
  if (shownGroup !== activeGroup) {
    setShownGroup(activeGroup);
    setOpenGroup(activeGroup);
  }
  const toggleRef = useRef<HTMLButtonElement>(null);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  }

  return (
    <nav aria-label="Dashboard" className={styles.nav} onKeyDown={handleKeyDown}>
      <DisclosureButton
        ref={toggleRef}
        className={styles.menuToggle}
        open={menuOpen}
        controls={listId}
        onToggle={() => setMenuOpen((open) => !open)}
      >
        <span aria-hidden="true" className={styles.burger} />
        Menu
      </DisclosureButton>
      <ul id={listId} className={styles.groups} data-open={menuOpen}>
        {groups.map((group) => {
          const expanded = openGroup === group.id;
          const itemsId = `${listId}-${group.id}`;
          return (
            <li key={group.id}>
              <DisclosureButton
                className={styles.group}
                open={expanded}
                controls={itemsId}
                onToggle={() => setOpenGroup(expanded ? null : group.id)}
              >
                {group.label}
                <span aria-hidden="true" className={styles.chevron} />
              </DisclosureButton>
              <ul id={itemsId} className={styles.items} hidden={!expanded}>
                {group.items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className={styles.item}
                      aria-current={item.id === activePanel ? 'page' : undefined}
                      onClick={() => {
                        setMenuOpen(false);
                        onSelect(item.id);
                      }}
                    >
                      {item.label}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
