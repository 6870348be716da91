import { useRef } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { NavItem } from '#client/texts/navigation.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { focusableWithin } from '../ui/focusable.ts';
import { NavLeafItem } from './nav-leaf.tsx';
import styles from './main-nav.module.css';

interface NavDropdownProps {
  item: NavItem;
  open: boolean;
  /** The page being shown is one of this dropdown's (About on /team). */
  current: boolean;
  /** On wide screens keyboard focus opens the dropdown and leaving it closes it. */
  openOnFocus: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
}

/** A top-level menu entry with a submenu, following the WAI-ARIA disclosure navigation pattern. */
export function NavDropdown({
  item,
  open,
  current,
  openOnFocus,
  onOpenChange,
  onNavigate,
}: NavDropdownProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const submenuRef = useRef<HTMLUListElement>(null);
  // A pointer press also focuses the button; the click that follows decides, not the focus.
  const pointerPressRef = useRef(false);
  const submenuId = `submenu-${item.leaf.id}`;
  const hasGroups = item.children?.some((child) => child.kind === 'group') ?? false;

  function onFocus(event: FocusEvent<HTMLLIElement>) {
    const byPointer = pointerPressRef.current;
    pointerPressRef.current = false;
    if (!openOnFocus || byPointer) return;
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    onOpenChange(true);
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!openOnFocus || event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (open) onOpenChange(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      flushSync(() => onOpenChange(true));
      if (submenuRef.current) focusableWithin(submenuRef.current)[0]?.focus();
    }
  }

  return (
    <li
      className={styles.item}
      data-open={open ? 'true' : undefined}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.topLink}
        aria-expanded={open}
        aria-controls={submenuId}
        aria-current={current ? 'true' : undefined}
        onPointerDown={() => {
          pointerPressRef.current = true;
        }}
        onClick={() => {
          pointerPressRef.current = false;
          onOpenChange(!open);
        }}
      >
        {item.leaf.label}
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <ul
        ref={submenuRef}
        id={submenuId}
        className={`${styles.dropdown} ${hasGroups ? styles.mega : ''}`}
        aria-label={item.leaf.label}
      >
        {item.children?.map((child) =>
          child.kind === 'group' ? (
            <li key={child.title.id} className={styles.group}>
              <NavLeafItem item={child.title} className={styles.groupLink} onNavigate={onNavigate} />
              <ul className={styles.groupList} aria-label={child.title.label}>
                {child.items.map((leaf) => (
                  <li key={leaf.id}>
                    <NavLeafItem item={leaf} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={child.id}>
              <NavLeafItem item={child} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </ul>
    </li>
  );
}
