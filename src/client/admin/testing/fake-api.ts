import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  /** Path and query, e.g. /api/images?category=All&limit=25 */
  url: string;
  path: string;
  body: unknown;
}

type Answer = Response | { status?: number; body?: unknown };
export type Handler = (request: FakeRequest) => Answer | Promise<Answer>;

export const json = (status: number, body: unknown): Answer => ({ status, body });

/** Any connection failure, as fetch reports it. */
export const networkDown: Handler = () => {
  throw new TypeError('Failed to fetch');
};

/**
 * A tiny fake of the server at the network boundary: `fetch` is replaced, routes are keyed
 * 'METHOD /path' (without the query), and every request is recorded. An unexpected request fails loudly.
 */
export function fakeApi(routes: Record<string, Handler | Answer>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]!;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request = { method, url: url.replace(/^https?:\/\/[^/]+/, ''), path, body };
    requests.push(request);
    const route = routes[`${method} ${path}`];
    if (!route) throw new Error(`Unexpected request ${method} ${url}`);
    const answer = typeof route === 'function' ? await route(request) : route;
    if (answer instanceof Response) return answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** Requests other than the ones given, e.g. everything but GETs. */
    sent: (method: string, path?: string) =>
      requests.filter(
        (request) => request.method === method && (path === undefined || request.path === path),
      ),
  };
}
