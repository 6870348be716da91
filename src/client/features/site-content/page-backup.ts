import { useEffect, useState } from 'react';
import { pageKinds, pageStatuses } from '#shared/api/content-fields';
import { emptyDraft, type PageDraft } from './page-draft.ts';

/**
 * A page's unsaved draft, kept in this browser as it is typed, so that a closed tab, a reload or a crash
 * does not lose it: offered back the next time the page is opened, until it is saved or discarded.
 */
export interface PageBackup {
  draft: PageDraft;
  /** When it was last typed (ISO). */
  keptAt: string;
}

/** One backup per page, and per language for its versions in other languages (`gurukul.page-draft.7.kn`). */
const keyOf = (pageId: number | undefined, language?: string) =>
  `gurukul.page-draft.${pageId ?? 'new'}${language ? `.${language}` : ''}`;
/** Typing is kept at most this often: a long body is not written to storage at every key. */
const KEEP_AFTER_MS = 400;

const isText = (value: unknown): value is string => typeof value === 'string';

/** A stored backup read back, only if it still has a draft's shape (another version may have written it). */
function readBackup(pageId: number | undefined, language?: string): PageBackup | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(keyOf(pageId, language)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { draft, keptAt } = stored as {
      draft?: Partial<Record<keyof PageDraft, unknown>>;
      keptAt?: unknown;
    };
    if (!draft || !isText(keptAt)) return null;
    // A backup kept by an earlier version may hold fields the form no longer has: they are left behind.
    const { title, slug, kind, summary, body, status, publishAt } = draft;
    if (![title, slug, summary, body, publishAt].every(isText)) return null;
    const knownStatus = pageStatuses.find((known) => known === status) ?? emptyDraft.status;
    // A backup kept before pages had kinds is a plain page.
    const knownKind = pageKinds.find((known) => known === kind) ?? emptyDraft.kind;
    return {
      keptAt,
      draft: {
        title: title as string,
        slug: slug as string,
        kind: knownKind,
        summary: summary as string,
        body: body as string,
        publishAt: publishAt as string,
        status: knownStatus,
      },
    };
  } catch {
    // Storage refused (private mode, full) or unreadable: there is no backup to offer.
    return null;
  }
}

function keep(pageId: number | undefined, backup: PageBackup | null, language?: string): void {
  try {
    const key = keyOf(pageId, language);
    if (backup) window.localStorage.setItem(key, JSON.stringify(backup));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage refused: the draft is still in the form, and the browser asks before the tab closes.
  }
}

const sameDraft = (a: PageDraft, b: PageDraft) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps `draft` while it differs from `saved`, and offers back a draft kept earlier that differs from it.
 * While an offer is open nothing is written over it. A version in another language (`language`) has a backup
 * of its own.
 */
export function usePageBackup(
  pageId: number | undefined,
  draft: PageDraft,
  saved: PageDraft,
  language?: string,
) {
  const [offered, setOffered] = useState<PageBackup | null>(() => {
    const found = readBackup(pageId, language);
    return found && !sameDraft(found.draft, saved) ? found : null;
  });

  useEffect(() => {
    if (offered) return;
    const unsaved = !sameDraft(draft, saved);
    const timer = window.setTimeout(
      () => keep(pageId, unsaved ? { draft, keptAt: new Date().toISOString() } : null, language),
      unsaved ? KEEP_AFTER_MS : 0,
    );
    return () => window.clearTimeout(timer);
  }, [pageId, draft, saved, offered, language]);

  return {
    offered,
    /** The offer answered: the form takes the kept draft (restore) or it is dropped (discard). */
    settle: () => setOffered(null),
    /** Once the page is saved, the backup of a new page is dropped (the saved page keeps its own). */
    forget: () => keep(pageId, null, language),
  };
}
