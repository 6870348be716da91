import { useCallback, useEffect, useRef, useState } from 'react';
import { PageIntro } from '#client/components/ui/page-intro.tsx';
import type { MediaItem } from '#shared/api/media';
import { ALL_CATEGORIES } from '#shared/api/media-fields';
import { Button } from '#client/components/ui/button.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { useRenderedGallery } from '#client/lib/site-content.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import { CategoryFilter } from './category-filter.tsx';
import { GalleryEmpty } from './gallery-empty.tsx';
import type { GalleryCategory } from './get-images-page.ts';
import { GalleryTile } from './gallery-tile.tsx';
import { MediaViewer } from './media-viewer.tsx';
import { useGallery } from './use-gallery.ts';
import { useNearViewport } from './use-near-viewport.ts';
import { useOneVideoAtATime } from './use-one-video-at-a-time.ts';
import styles from './gallery.module.css';

/** How many tiles the widest grid shows in its first row: drawn at once, not lazily. */
const FIRST_ROW = 4;

/** /gallery (SPEC "Gallery"): category buttons, a grid of photos and videos, a full-screen view. */
export function Gallery() {
  const texts = useTexts();
  const galleryTexts = texts.layout.gallery;
  const [category, setCategory] = useState<GalleryCategory>(ALL_CATEGORIES);
  const drawn = useRenderedGallery();
  const { status, items, hasMore, loadingMore, moreFailed, loadMore } = useGallery(category, drawn);
  // The item in the full-screen view, by id: stepping and Load more keep it while the list grows.
  const [openId, setOpenId] = useState<MediaItem['medias_id'] | null>(null);
  const openIndex = openId === null ? -1 : items.findIndex((item) => item.medias_id === openId);
  const hydrated = useHydrated();
  useOneVideoAtATime();

  const setSentinel = useNearViewport<HTMLDivElement>(loadMore, {
    enabled: hasMore && !loadingMore && !moreFailed,
    version: items.length,
  });

  // After "Load more" from the keyboard, focus moves to the first new tile instead of staying below them.
  const focusFrom = useRef<number | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    grid.current?.querySelector<HTMLElement>(`[data-tile-index="${from}"]`)?.focus();
  }, [items.length]);

  // Closing the view gives focus to the tile of the item shown last, which may not be the one it opened
  // from (the dialog has just given focus back to that one).
  const lastShown = useRef<number | null>(null);
  useEffect(() => {
    if (openIndex >= 0) {
      lastShown.current = openIndex;
      return;
    }
    const index = lastShown.current;
    lastShown.current = null;
    if (index !== null) grid.current?.querySelector<HTMLElement>(`[data-tile-index="${index}"]`)?.focus();
  }, [openIndex]);

  const onLoadMoreClick = useCallback(() => {
    if (loadingMore) return;
    focusFrom.current = items.length;
    loadMore();
  }, [items.length, loadMore, loadingMore]);

  return (
    <div className={styles.page}>
      <PageIntro
        title={galleryTexts.title}
        lead={galleryTexts.lead}
        className={styles.header}
        titleClassName={styles.title}
        leadClassName={styles.lead}
      />

      <CategoryFilter value={category} onChange={setCategory} />

      <div role="status" className={styles.status}>
        {hydrated && status === 'loading' ? galleryTexts.loading : ''}
      </div>
      {(!drawn || drawn.nextCursor !== null) && (
        <noscript>
          <p className={styles.message}>{drawn ? galleryTexts.noScriptMore : galleryTexts.noScript}</p>
        </noscript>
      )}

      {status === 'loading' && (
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index} className={styles.skeleton} />
          ))}
        </ul>
      )}
      {status === 'error' && (
        <p role="alert" className={`${styles.message} ${styles.error}`}>
          {texts.messages.media.galleryLoadFailed}
        </p>
      )}
      {status === 'loaded' && items.length === 0 && (
        <GalleryEmpty
          onShowAll={category === ALL_CATEGORIES ? undefined : () => setCategory(ALL_CATEGORIES)}
        />
      )}

      {status === 'loaded' && items.length > 0 && (
        <ul
          ref={grid}
          className={styles.grid}
          aria-label={galleryTexts.grid(category === ALL_CATEGORIES ? galleryTexts.all : category)}
        >
          {items.map((item, index) => (
            <GalleryTile
              key={item.medias_id}
              item={item}
              index={index}
              loading={index === 0 ? 'high' : index < FIRST_ROW ? 'eager' : 'lazy'}
              onOpen={(opened) => setOpenId(opened.medias_id)}
            />
          ))}
        </ul>
      )}

      {status === 'loaded' && hasMore && (
        <div className={styles.more}>
          <div ref={setSentinel} className={styles.sentinel} aria-hidden="true" />
          {moreFailed && (
            <p role="alert" className={`${styles.message} ${styles.error}`}>
              {texts.messages.media.galleryLoadFailed}
            </p>
          )}
          <Button variant="outline" aria-disabled={loadingMore} onClick={onLoadMoreClick}>
            {loadingMore ? galleryTexts.loadingMore : galleryTexts.loadMore}
          </Button>
        </div>
      )}

      <MediaViewer
        items={items}
        index={openIndex >= 0 ? openIndex : null}
        onIndexChange={(index) => setOpenId(items[index]?.medias_id ?? null)}
        onClose={() => setOpenId(null)}
      />
    </div>
  );
}
