import { useQuery } from '@tanstack/react-query';
import { contentPaths, pageListSchema } from '#shared/api/content';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { menusTexts as say } from '../menus-texts.ts';

/**
 * GET /api/content/pages/all: the pages written in the dashboard, which a menu item may open. Kept under the
 * Pages panel's key, so both panels share one copy and a page saved there is offered here.
 */
export function useWrittenPages() {
  return useQuery({
    queryKey: queryKeys.pages.list,
    queryFn: ({ signal }) =>
      apiFetch(contentPaths.allPages, matches(pageListSchema), {
        signal,
        cache: 'no-store',
        fallbackMessage: say.writtenFailed,
      }),
  });
}
