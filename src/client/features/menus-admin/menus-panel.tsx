import { LoadedContent } from '#client/features/site-content/lists/components/loaded-content.tsx';
import { useMenus, useSaveMenus } from './api/menus.ts';
import { useWrittenPages } from './api/get-written-pages.ts';
import { MenusEditor } from './components/menus-editor.tsx';

/** Menus: the header menu, the footer's links and the sidebar's links, as the administrator arranges them. */
export function MenusPanel() {
  const pages = useWrittenPages();
  const written = {
    pages: pages.data ?? [],
    state: pages.isPending ? 'loading' : pages.isError ? 'failed' : 'ready',
  } as const;
  return (
    <LoadedContent query={useMenus()} mutation={useSaveMenus()}>
      {(editing) => <MenusEditor {...editing} written={written} />}
    </LoadedContent>
  );
}
