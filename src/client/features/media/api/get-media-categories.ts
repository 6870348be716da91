import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryListSchema, mediaCategoryPaths, type CategoryList } from '#shared/api/media-categories';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';

/** Under the media's key: an upload or a change of an item's category refreshes the counts too. */
export const mediaCategoriesKey = [...queryKeys.media.all, 'categories'] as const;

export const categoriesLoadFailed = 'The gallery categories could not be loaded. Please try again.';

/** GET /api/media/categories: the gallery's categories in order, with how many media each holds. */
export function fetchMediaCategories(signal?: AbortSignal): Promise<CategoryList> {
  return apiFetch(mediaCategoryPaths.list, matches(categoryListSchema), {
    signal,
    cache: 'no-store',
    fallbackMessage: categoriesLoadFailed,
  });
}

export const mediaCategoriesOptions = () =>
  queryOptions({ queryKey: mediaCategoriesKey, queryFn: ({ signal }) => fetchMediaCategories(signal) });

export const useMediaCategories = () => useQuery(mediaCategoriesOptions());

/** The current categories' names, in order; none while they load. */
export function useCategoryNames(): string[] {
  return useMediaCategories().data?.categories.map((category) => category.name) ?? [];
}
