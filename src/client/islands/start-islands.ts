/**
 * The only script a public page loads at first (decision 011): it finds the page's islands and loads each
 * one's code (and React) when its `data-when` says, then hydrates it where it stands; and it gives each
 * part marked `data-enhance` its small script without React. No React here.
 */
import type { ComponentType } from 'react';
import { onFirstTouch } from '#client/lib/first-touch.ts';
import { enhancementLoaders, type EnhancementName } from '#client/enhancements/enhancement-registry.ts';
import type { IslandWhen } from './island.tsx';
import { islandLoaders, type IslandName } from './island-registry.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '#shared/i18n/languages';
import { loadCatalogue } from '#client/i18n/load-catalogue.ts';
import { LANGUAGE_OFFER_ATTRIBUTE } from '#shared/i18n/language-offer-script';
import { registerServiceWorker } from '#client/sw/register.ts';

const pageLanguage = isLanguage(document.documentElement.lang)
  ? document.documentElement.lang
  : DEFAULT_LANGUAGE;

const started = new WeakSet<HTMLElement>();
/**
 * What the visitor did in an island before it could answer, to be done again once it has hydrated, and
 * what to do instead if its code never comes.
 */
interface Replay {
  again: () => void;
  withoutCode?: () => void;
  /** The form a held submit belongs to: one submit per form is held, however often it was pressed. */
  form?: HTMLFormElement;
}
const replays = new WeakMap<HTMLElement, Replay[]>();
/** Elements whose click the visitor made before their island could answer it. */
const REPLAYED = 'button, [role="button"], [role="tab"], summary';
/** Where the visitor types: keys there belong to the browser. */
const FIELDS = 'input, textarea, select, [contenteditable]';
/** Keys only an island answers (tabs, menus, carousels); Enter and Space become clicks or submits. */
const REPLAYED_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape']);

/**
 * The part the visitor moved the focus to before the island could answer (a menu button reached by Tab)
 * gets it again, so the island hears it as it would have: a dropdown opens on focus. A field keeps its
 * focus and caret as they are (keep-what-was-typed.ts).
 */
function refocus(island: HTMLElement): void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !island.contains(active) || active.matches(FIELDS)) return;
  active.blur();
  active.focus({ preventScroll: true });
}

function start(island: HTMLElement): void {
  if (started.has(island)) return;
  started.add(island);
  const load = islandLoaders[island.dataset.island as IslandName] as
    (() => Promise<ComponentType<Record<string, unknown>>>) | undefined;
  if (!load) return;
  Promise.all([import('./hydrate-island.tsx'), load(), loadCatalogue(pageLanguage)]).then(
    ([{ hydrateIsland }, Component, texts]) =>
      // Settled: hydrated, and what the visitor typed meanwhile is in place, so a replayed submit sends it.
      hydrateIsland(island, Component, { language: pageLanguage, texts }, () => {
        island.dataset.hydrated = '';
        refocus(island);
        for (const replay of replays.get(island)?.splice(0) ?? []) replay.again();
      }),
    () => {
      // The code could not come (the connection dropped): a form sent meanwhile goes as plain HTML, which
      // the server accepts, rather than being lost; the visitor's next touch tries the code again.
      started.delete(island);
      for (const replay of replays.get(island)?.splice(0) ?? []) replay.withoutCode?.();
    },
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
  const hold = (event: Event, replay: Replay) => {
    event.preventDefault();
    event.stopPropagation();
    const waitingReplays = replays.get(island) ?? [];
    if (!replay.form || !waitingReplays.some((held) => held.form === replay.form))
      replays.set(island, [...waitingReplays, replay]);
    begin();
  };
  onFirstTouch(island, begin);
  // The visitor was already typing in it while this script was on its way.
  if (island.contains(document.activeElement)) begin();
  /** A form sent before the island can answer: once, with what it holds when the island has settled. */
  const holdSubmit = (event: Event, form: HTMLFormElement, submitter?: HTMLElement) =>
    hold(event, {
      // The submitter only while it is still the form's: hydration may have drawn the button anew.
      again: () => form.requestSubmit(submitter?.isConnected && form.contains(submitter) ? submitter : null),
      // The plain form's post, as without JavaScript; only a form the server can take that way.
      withoutCode: form.hasAttribute('action')
        ? () => HTMLFormElement.prototype.submit.call(form)
        : undefined,
      form,
    });
  island.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYED) : null;
      if (!target || !waiting()) return;
      if (target instanceof HTMLButtonElement && target.type === 'submit' && target.form)
        holdSubmit(event, target.form, target);
      else hold(event, { again: () => target.click() });
    },
    { capture: true },
  );
  island.addEventListener(
    'submit',
    (event) => {
      if (waiting()) holdSubmit(event, event.target as HTMLFormElement);
    },
    { capture: true },
  );
  island.addEventListener(
    'keydown',
    (event) => {
      const { target, key, shiftKey } = event;
      if (!waiting() || !REPLAYED_KEYS.has(key) || !(target instanceof HTMLElement)) return;
      // In a field the arrows move the caret, which the browser does without the island.
      if (target.matches(FIELDS)) return;
      hold(event, {
        again: () =>
          target.dispatchEvent(
            new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }),
          ),
      });
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

/** Starts on the visitor's first scroll, which shows them heading down the page. */
function onScroll(island: HTMLElement): void {
  window.addEventListener('scroll', () => start(island), { once: true, passive: true });
}

const schedules: Record<IslandWhen, (island: HTMLElement) => void> = {
  load: (island) => start(island),
  visible: onVisible,
  interaction: onInteraction,
  address: (island) =>
    window.location.search || window.location.hash ? start(island) : onInteraction(island),
  scroll: (island) => {
    onScroll(island);
    onInteraction(island);
  },
  approach: (island) => {
    onScroll(island);
    onVisible(island);
  },
};

/**
 * When the parts marked `data-enhance` get their script, in milliseconds after arrival: the earliest
 * timed change on any page is at 4 s (the hero, the coming-soon picture), and 1.5 s ahead leaves time for
 * 2 KB on a slow connection while keeping the page's own first seconds (its largest picture, its first
 * paint) free of them.
 */
const ENHANCEMENTS_AT_MS = 2500;

/** Gives each part marked `data-enhance` its script; a part whose island the visitor woke is left to it. */
function startEnhancements(selector = '[data-enhance]'): void {
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    const island = element.closest<HTMLElement>('[data-island]');
    if (island && started.has(island)) continue;
    const load = enhancementLoaders[element.dataset.enhance as EnhancementName] as
      (() => Promise<(element: HTMLElement) => void>) | undefined;
    // A script that cannot come leaves its part as the page drew it, still.
    void load?.().then(
      (enhance) => {
        if (!island || !started.has(island)) enhance(element);
      },
      () => undefined,
    );
  }
}

const enhanceSoon = () =>
  setTimeout(() => startEnhancements(), Math.max(0, ENHANCEMENTS_AT_MS - performance.now()));
// An offer of another language the page shows (its first script decided so) answers "No, thanks" at once.
if (document.documentElement.hasAttribute(LANGUAGE_OFFER_ATTRIBUTE)) {
  startEnhancements('[data-enhance="language-offer"]');
}
if (document.readyState === 'complete') enhanceSoon();
else window.addEventListener('load', enhanceSoon, { once: true });
// The service worker is registered after the load event, so it adds nothing before it (issue 29).
registerServiceWorker();

for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
  // An island inside another is hydrated with it.
  if (island.parentElement?.closest('[data-island]')) continue;
  (schedules[island.dataset.when as IslandWhen] ?? schedules.load)(island);
}
