import { createContext, use } from 'react';
import type { PanelId } from './dashboard-menu.ts';

type OpenPanel = (panel: PanelId) => void;

export const OpenPanelContext = createContext<OpenPanel | null>(null);

/** Opens another panel as choosing it in the side menu does: kept in ?panel=, focus on its heading. */
export function useOpenPanel(): OpenPanel {
  const open = use(OpenPanelContext);
  if (!open) throw new Error('useOpenPanel needs the dashboard shell');
  return open;
}
