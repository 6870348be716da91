/**
 * The only script a public page loads at first (decision 011): it finds the page's islands and loads each
 * one's code (and React) when its `data-when` says, then hydrates it where it stands. No React here.
 */
import type { ComponentType } from 'react';
import { SAVE_DATA_ATTRIBUTE } from '#shared/save-data';
import type { IslandWhen } from './island.tsx';
import { islandLoaders, type IslandName } from './island-registry.ts';

const started = new WeakSet<HTMLElement>();
/** What the visitor did in an island before it could answer, to be done again once it has hydrated. */
const replays = new WeakMap<HTMLElement, (() => void)[]>();
/**
 * How long before its due time a timed island starts loading: React and the island's chunk (about 70 KB)
 * over a slow 3G connection.
 */
const WAKE_AHEAD_MS = 1500;
/** Elements whose click the visitor made before their island could answer it. */
const REPLAYED = 'button, [role="button"], [role="tab"], summary';
const FIRST_TOUCH = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/** Keys only an island answers (tabs, menus, carousels); Enter and Space become clicks or submits. */
const REPLAYED_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape']);

function start(island: HTMLElement): void {
  if (started.has(island)) return;
  started.add(island);
  const load = islandLoaders[island.dataset.island as IslandName] as
    (() => Promise<ComponentType<Record<string, unknown>>>) | undefined;
  if (!load) return;
  void Promise.all([import('./hydrate-island.tsx'), load()]).then(([{ hydrateIsland }, Component]) =>
    hydrateIsland(island, Component, () => {
      island.dataset.hydrated = '';
      const waiting = replays.get(island)?.splice(0) ?? [];
      // After the renders that follow hydration (media queries, stored choices), which may reset state.
      if (waiting.length > 0)
        requestAnimationFrame(() => requestAnimationFrame(() => waiting.forEach((replay) => replay())));
    }),
  );
}

/**
 * Starts on the first sign of the visitor in the island. What they did meanwhile that only the island
 * answers (a button pressed, a form sent, an arrow key or Escape) is done again, in order, once it has
 * hydrated; typing, Tab and links work without it.
 */
function onInteraction(island: HTMLElement): void {
  const begin = () => start(island);
  const waiting = () => island.dataset.hydrated === undefined;
  const hold = (event: Event, replay: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    replays.set(island, [...(replays.get(island) ?? []), replay]);
    begin();
  };
  for (const type of FIRST_TOUCH) island.addEventListener(type, begin, { once: true, passive: true });
  // The visitor was already typing in it while this script was on its way.
  if (island.contains(document.activeElement)) begin();
  island.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYED) : null;
      if (target && waiting()) hold(event, () => target.click());
    },
    { capture: true },
  );
  island.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (waiting()) hold(event, () => form.requestSubmit());
    },
    { capture: true },
  );
  island.addEventListener(
    'keydown',
    (event) => {
      const { target, key, shiftKey } = event;
      if (!waiting() || !REPLAYED_KEYS.has(key) || !(target instanceof HTMLElement)) return;
      hold(event, () =>
        target.dispatchEvent(
          new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }),
        ),
      );
    },
    { capture: true },
  );
}

function onVisible(island: HTMLElement): void {
  const observed = island.firstElementChild ?? island;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start(island);
    },
    { rootMargin: '200px' },
  );
  observer.observe(observed);
}

/**
 * Starts shortly before the island's `data-due` time (milliseconds after the visitor arrived), so its code
 * arrives after the page has loaded but before its first timed change; sooner on interaction.
 */
function onTime(island: HTMLElement): void {
  const wakeAt = Number(island.dataset.due ?? 0) - WAKE_AHEAD_MS;
  setTimeout(() => start(island), Math.max(0, wakeAt - performance.now()));
  onInteraction(island);
}

/** Whether the visitor asked for less motion or less data: nothing then moves by itself (decision 011). */
const holdsStill = () =>
  document.documentElement.hasAttribute(SAVE_DATA_ATTRIBUTE) ||
  matchMedia('(prefers-reduced-motion: reduce)').matches;

const schedules: Record<IslandWhen, (island: HTMLElement) => void> = {
  load: (island) => start(island),
  visible: onVisible,
  interaction: onInteraction,
  address: (island) =>
    window.location.search || window.location.hash ? start(island) : onInteraction(island),
  scroll: (island) => {
    window.addEventListener('scroll', () => start(island), { once: true, passive: true });
    onInteraction(island);
  },
  timer: onTime,
  motion: (island) => (holdsStill() ? onInteraction(island) : onTime(island)),
};

for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
  // An island inside another is hydrated with it.
  if (island.parentElement?.closest('[data-island]')) continue;
  (schedules[island.dataset.when as IslandWhen] ?? schedules.load)(island);
}
