import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { contentPaths } from '#shared/api/content';
import { buildApp } from '#server/app';
import { createTestApp, SITE, testConfig, testEngines, type TestApp } from '#server/testing/helpers';
import { captureLog, type LogLine } from '#server/testing/log-lines';
import { fakeBuild } from './testing/fake-build.ts';

/** Issue 14, item 3: the rendered pages live in the database, where every instance reads the same version. */
describe.each(testEngines)('issue 14: two instances serve the same rendered site, on %s', (engine) => {
  const cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    for (const close of cleanup.splice(0).reverse()) await close();
  });

  /** Another instance of the same build on the same database, with a data folder of its own. */
  async function instance(t: TestApp, clientDir: string, log: NodeJS.WritableStream) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-instance-'));
    const config = testConfig(dataDir, { LOG_LEVEL: 'info', STATIC_DIR: clientDir });
    const app = await buildApp(config, { db: t.db, logStream: log });
    cleanup.push(
      () => fs.rmSync(dataDir, { recursive: true, force: true }),
      () => app.close(),
    );
    return app;
  }

  const home = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/' })).body;
  const renders = (...logs: LogLine[][]) => logs.flat().filter((line) => line.msg === 'site rendered').length;

  it('issue 14: a content change made on one instance is rendered once, and the other serves it within about a second', async () => {
    const build = fakeBuild();
    cleanup.push(build.remove);
    const logA = captureLog();
    const logB = captureLog();
    const t = await createTestApp(
      engine,
      { STATIC_DIR: build.clientDir, LOG_LEVEL: 'info' },
      { logStream: logA.stream },
    );
    cleanup.push(() => t.close());
    const b = await instance(t, build.clientDir, logB.stream);
    await b.ready();
    expect(await home(b)).toContain('Schools Covered: 15');
    expect(renders(logA.lines, logB.lines)).toBe(1);

    const response = await t.app.inject({
      method: 'PUT',
      url: contentPaths.statistics,
      payload: [{ label: 'Schools Covered', value: 4242 }],
      headers: { cookie: await t.login(), origin: SITE },
    });
    expect(response.statusCode).toBe(200);
    const saved = performance.now();
    await expect.poll(() => home(b), { interval: 20 }).toContain('Schools Covered: 4242');
    // How long the other instance took to serve it, for the reader of the test's output.
    console.info(`served by the other instance ${Math.round(performance.now() - saved)} ms after the save`);
    expect(await home(t.app)).toContain('Schools Covered: 4242');
    await t.app.siteRenderer!.idle();
    await b.siteRenderer!.idle();
    expect(renders(logA.lines, logB.lines)).toBe(2);
  });

  it('issue 14: of instances of a new build starting together, one renders the site and all serve it', async () => {
    const build = fakeBuild();
    cleanup.push(build.remove);
    const t = await createTestApp(engine);
    cleanup.push(() => t.close());
    const logs = [captureLog(), captureLog(), captureLog()];
    const apps = await Promise.all(logs.map((log) => instance(t, build.clientDir, log.stream)));
    await Promise.all(apps.map((app) => app.ready()));
    expect(renders(...logs.map((log) => log.lines))).toBe(1);
    for (const app of apps) expect(await home(app)).toContain('Schools Covered: 15');
  });

  it('issue 14: serves a stored page brotli-compressed, revalidated by its ETag, and a page only the database has', async () => {
    const build = fakeBuild();
    cleanup.push(build.remove);
    const t = await createTestApp(engine, { STATIC_DIR: build.clientDir });
    cleanup.push(() => t.close());
    const first = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache' });
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toContain('Schools Covered: 15');
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const page = {
      title: 'Reports',
      slug: 'reports',
      status: 'published',
      body: '<p>2025</p>',
    };
    await t.app.inject({
      method: 'POST',
      url: contentPaths.pages,
      payload: page,
      headers: { cookie: await t.login(), origin: SITE },
    });
    await t.app.siteRenderer!.idle();
    const served = await t.app.inject({ method: 'GET', url: '/reports' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(served.body).toBe('<h1>Reports</h1><p>2025</p>');
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers.etag).not.toBe(first.headers.etag);
  });
});
