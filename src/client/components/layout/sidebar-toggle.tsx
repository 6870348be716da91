import type { ReactNode, RefObject } from 'react';
import { SIDEBAR_ID } from './sidebar.tsx';

export interface SidebarToggleProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  sidebarToggleRef: RefObject<HTMLButtonElement | null>;
}

interface Props extends SidebarToggleProps {
  className?: string;
  /** Set when the button shows only an icon. */
  label?: string;
  children: ReactNode;
}

/** The button that opens and closes the sidebar: round in the wide header, a full row in the phone menu. */
export function SidebarToggle({
  sidebarOpen,
  onToggleSidebar,
  sidebarToggleRef,
  className,
  label,
  children,
}: Props) {
  return (
    <button
      ref={sidebarToggleRef}
      type="button"
      className={className}
      aria-expanded={sidebarOpen}
      aria-controls={SIDEBAR_ID}
      aria-label={label}
      onClick={onToggleSidebar}
    >
      {children}
    </button>
  );
}
