import { expect, vi } from 'vitest';
import { inboxPaths } from '#shared/api/inbox-fields';

/**
 * Stubs fetch: a POST of the interest form gets `answer()` and its body is kept in the returned list;
 * a request to a path of `others` (the giving options of an action) gets that path's answer.
 */
export function fakeInterestApi(
  answer: () => Response | Promise<Response>,
  others: Record<string, () => Response> = {},
) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (Object.hasOwn(others, url)) return others[url]!();
      expect([url, init.method]).toEqual([inboxPaths.interest, 'POST']);
      bodies.push(JSON.parse(String(init.body)));
      return answer();
    }),
  );
  return bodies;
}
