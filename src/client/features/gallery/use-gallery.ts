import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaItem, MediaPage } from '#shared/api/media';
import { ALL_CATEGORIES } from '#shared/api/media-fields';
import { getImagesPage, type GalleryCategory } from './get-images-page.ts';

export interface GalleryState {
  status: 'loading' | 'error' | 'loaded';
  items: MediaItem[];
  /** More items exist on the server. */
  hasMore: boolean;
  loadingMore: boolean;
  /** The last attempt to load more failed; the items shown so far stay. */
  moreFailed: boolean;
}

const initial: GalleryState = {
  status: 'loading',
  items: [],
  hasMore: false,
  loadingMore: false,
  moreFailed: false,
};

const loaded = (page: MediaPage): Partial<GalleryState> => ({
  status: 'loaded',
  items: page.items,
  hasMore: page.nextCursor !== null,
});

/**
 * The gallery's list for one category (SPEC section 4: loading, then error or loaded; changing the
 * category reloads it), fetched a page at a time. Answers for a category no longer shown are dropped.
 * `drawn` is the first page of All that the server drew into the page: shown as it is, not fetched again.
 */
export function useGallery(category: GalleryCategory, drawn?: MediaPage) {
  // The state remembers which category it belongs to: another category reads as 'loading' at once.
  const [state, setState] = useState<GalleryState & { category: GalleryCategory }>(() => ({
    ...initial,
    category,
    ...(drawn && category === ALL_CATEGORIES ? loaded(drawn) : {}),
  }));
  const cursor = useRef<string | null>(null);
  const moreController = useRef<AbortController | null>(null);
  const unusedDrawn = useRef(drawn);

  useEffect(() => {
    const controller = new AbortController();
    const stop = () => {
      controller.abort();
      moreController.current?.abort();
      moreController.current = null;
      setState((s) => (s.category === category ? { ...initial, category: s.category } : s));
    };
    const first = unusedDrawn.current;
    unusedDrawn.current = undefined;
    if (first && category === ALL_CATEGORIES) {
      cursor.current = first.nextCursor;
      return stop;
    }
    cursor.current = null;
    getImagesPage(category, null, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        cursor.current = page.nextCursor;
        setState({ ...initial, category, ...loaded(page) });
      },
      () => {
        if (!controller.signal.aborted) setState({ ...initial, category, status: 'error' });
      },
    );
    return stop;
  }, [category]);

  const loadMore = useCallback(() => {
    const from = cursor.current;
    if (!from || moreController.current) return;
    const controller = new AbortController();
    moreController.current = controller;
    const update = (change: (s: GalleryState) => Partial<GalleryState>) =>
      setState((s) => (s.category === category && !controller.signal.aborted ? { ...s, ...change(s) } : s));
    update(() => ({ loadingMore: true, moreFailed: false }));
    getImagesPage(category, from, controller.signal)
      .then(
        (page) => {
          if (controller.signal.aborted) return;
          cursor.current = page.nextCursor;
          update((s) => {
            const known = new Set(s.items.map((item) => item.medias_id));
            const fresh = page.items.filter((item) => !known.has(item.medias_id));
            return { items: [...s.items, ...fresh], hasMore: page.nextCursor !== null, loadingMore: false };
          });
        },
        () => update(() => ({ loadingMore: false, moreFailed: true })),
      )
      .finally(() => {
        if (moreController.current === controller) moreController.current = null;
      });
  }, [category]);

  const { category: shownCategory, ...shown } = state;
  return { ...(shownCategory === category ? shown : initial), loadMore };
}
