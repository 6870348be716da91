import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { MediaItem } from '#shared/api/media';
import { createTestApp, SITE, type Engine, type TestApp } from '#server/testing/helpers';
import { filesIn, upload, type Upload } from './media-fixtures.ts';

/**
 * One app for a test file that processes uploads only when drained, with the administrator logged in; every
 * item is deleted after each test. `t` and `cookie` are there once the file's tests run.
 */
export function withMediaApp(engine: Engine) {
  let t: TestApp | undefined;
  let cookie = '';
  const app = () => t!.app;

  const media = {
    get t(): TestApp {
      return t!;
    },
    get cookie(): string {
      return cookie;
    },
    dirs: () => ({
      uploads: t!.config.uploadsDir,
      originals: t!.config.originalsDir,
      temp: path.join(t!.config.dataDir, 'tmp'),
    }),
    /** Every file the app keeps: published, private originals and uploads still being received. */
    allFiles: () => {
      const dirs = media.dirs();
      return [...filesIn(dirs.uploads), ...filesIn(dirs.originals), ...filesIn(dirs.temp)];
    },
    /** Processes every upload waiting. */
    drain: () => app().mediaJobs.drain(),
    upload: (input: Upload) => upload(app(), cookie, input),
    publicList: async () =>
      (await app().inject({ method: 'GET', url: '/api/images?category=All' })).json<MediaItem[]>(),
    adminList: async () =>
      (await app().inject({ method: 'GET', url: '/api/images?category=All', headers: { cookie } })).json<
        MediaItem[]
      >(),
    get: (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers }),
    remove: (id: number) =>
      app().inject({ method: 'DELETE', url: `/api/delete_media/${id}`, headers: { cookie, origin: SITE } }),
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { mediaProcessing: 'manual' });
    cookie = await t.login();
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    await media.drain();
    for (const item of await media.adminList()) await media.remove(item.medias_id);
  });
  return media;
}
