import type { SharedTestApp } from '#server/testing/helpers';

/** Reads content as a visitor does, and writes it as the administrator (or, with `auth` false, as a visitor). */
export function contentClient(t: SharedTestApp) {
  return {
    get: async (path: string) => (await t.send('GET', path, undefined, false)).json(),
    put: (path: string, payload: unknown, auth = true) => t.send('PUT', path, payload, auth),
  };
}
