import { afterEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MediaItem } from '#shared/api/media';
import { buildApp, type BuildOptions } from '#server/app';
import type { Config } from '#server/config';
import { createTestApp, type Engine, type TestApp } from '#server/testing/helpers';

/**
 * Servers that stop and start again on the same data, as media processing meets them across restarts.
 * Every server a test starts is closed after it, the last one first.
 */
export function withRestarts(engine: Engine) {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const close of cleanup.splice(0).reverse()) await close();
  });

  return {
    /** A first server, processing uploads only when drained, and the administrator's cookie. */
    async firstRun(
      env: Record<string, string> = {},
      options: BuildOptions = {},
    ): Promise<{ t: TestApp; cookie: string }> {
      const t = await createTestApp(engine, env, { mediaProcessing: 'manual', ...options });
      cleanup.push(() => t.close());
      return { t, cookie: await t.login() };
    },

    /** A second server on the same data and database, as after a restart: the first one's queue is gone. */
    async restart(
      t: TestApp,
      options: BuildOptions = {},
      config: Partial<Config> = {},
    ): Promise<FastifyInstance> {
      const app = await buildApp({ ...t.config, ...config }, { db: t.db, ...options });
      cleanup.push(() => app.close());
      await app.ready();
      return app;
    },

    /** Closes this after the test, with the servers. */
    closeAfter(close: () => Promise<unknown>): void {
      cleanup.push(close);
    },
  };
}

/** GET /api/images as a visitor, or as the administrator with a cookie. */
export const listMedia = async (app: FastifyInstance, cookie?: string) =>
  (await app.inject({ method: 'GET', url: '/api/images', headers: cookie ? { cookie } : {} })).json<
    MediaItem[]
  >();
