import { useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from '#client/lib/navigation.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { useTexts } from '#client/i18n/language-context.tsx';
import { MissionPanel } from './mission-panel.tsx';
import { VisionPanel } from './vision-panel.tsx';
import styles from './vision-tabs.module.css';

/** The tabs in order; each is labelled by the catalogue's text of the same name (layout.vision). */
const tabs = [{ id: 'vision' }, { id: 'mission' }] as const;
type TabId = (typeof tabs)[number]['id'];

const isTabId = (value: string): value is TabId => tabs.some((tab) => tab.id === value);

/**
 * Vision and Mission as a tab set (WAI-ARIA APG tabs with automatic activation): arrow keys move
 * between tabs, Home and End jump to the first and last. /vision#mission opens on Mission.
 */
export function VisionTabs() {
  const texts = useTexts().layout.vision;
  const [chosen, setChosen] = useState<TabId | null>(null);
  const hydrated = useHydrated();
  const { hash } = useLocation();
  const fromHash = hash.slice(1);
  // The prerendered page always shows Vision; the fragment is read once the browser has taken over.
  const active: TabId = chosen ?? (hydrated && isTabId(fromHash) ? fromHash : 'vision');
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>());

  function select(id: TabId, focus: boolean) {
    setChosen(id);
    if (focus) tabRefs.current.get(id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === active);
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[target]!.id, true);
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={texts.tabs} className={styles.tablist}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) tabRefs.current.set(tab.id, node);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            className={styles.tab}
            onClick={() => select(tab.id, false)}
            onKeyDown={onKeyDown}
          >
            {texts[tab.id]}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={active !== tab.id}
          tabIndex={0}
          className={styles.panel}
        >
          {tab.id === 'vision' ? <VisionPanel /> : <MissionPanel />}
        </div>
      ))}
    </div>
  );
}
