import { useOpenPanel } from '#client/features/dashboard/open-panel.ts';
import forms from '#client/admin/forms.module.css';
import type { PanelLink } from '../overview-cards.ts';

/** A button that opens a panel of the dashboard, on its filters, as the side menu does. */
export function PanelButton({
  link,
  className,
  describedBy,
}: {
  link: PanelLink;
  className?: string;
  describedBy?: string;
}) {
  const openPanel = useOpenPanel();
  return (
    <button
      type="button"
      className={`${forms.secondary} ${className ?? ''}`}
      aria-describedby={describedBy}
      onClick={() => openPanel(link.panel, link.filters)}
    >
      {link.label}
    </button>
  );
}
