import { createContext, use } from 'react';
import type { PanelId } from './dashboard-menu.ts';

/** A panel's filters kept in the address beside `?panel=` (the Donations panel reads `status`). */
export type PanelFilters = Readonly<Record<string, string>>;

type OpenPanel = (panel: PanelId, filters?: PanelFilters) => void;

export const OpenPanelContext = createContext<OpenPanel | null>(null);

/**
 * Opens another panel as choosing it in the side menu does: kept in ?panel=, focus on its heading. Filters
 * given go into the address with it, where the panel reads them when it opens.
 */
export function useOpenPanel(): OpenPanel {
  const open = use(OpenPanelContext);
  if (!open) throw new Error('useOpenPanel needs the dashboard shell');
  return open;
}
