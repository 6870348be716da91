import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ALL_CATEGORIES, mediaPageSchema, mediaPaths, type MediaPage } from '#shared/api/media';
import { messages } from '#shared/messages';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';

/** Items per page of the media list: one screenful of thumbnails, quick on slow mobile data. */
export const MEDIA_PAGE_SIZE = 25;

const PROCESSING_POLL_MS = 3000;

/**
 * GET /api/images?category=All&limit=&cursor=&q= : one page, newest first, including unpublished items;
 * with `search`, only the items whose description contains it.
 */
export function fetchMediaPage(cursor: string | null, signal?: AbortSignal, search = ''): Promise<MediaPage> {
  const params = new URLSearchParams({ category: ALL_CATEGORIES, limit: String(MEDIA_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  if (search) params.set('q', search);
  return apiFetch(`${mediaPaths.list}?${params.toString()}`, matches(mediaPageSchema), {
    signal,
    cache: 'no-store',
    fallbackMessage: messages.media.fetchFailed,
  });
}

export const mediaPagesOptions = (search = '') =>
  infiniteQueryOptions({
    // Under the pages' key, so an upload or a change refreshes a search's answers too.
    queryKey: search
      ? ([...queryKeys.media.pages(MEDIA_PAGE_SIZE), search] as const)
      : queryKeys.media.pages(MEDIA_PAGE_SIZE),
    queryFn: ({ pageParam, signal }) => fetchMediaPage(pageParam, signal, search),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // An upload is processed after it is stored: look again until every shown item is ready or failed.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((item) => item.status === 'processing'))
        ? PROCESSING_POLL_MS
        : false,
  });

export function useMediaPages(search = '') {
  return useInfiniteQuery(mediaPagesOptions(search));
}
