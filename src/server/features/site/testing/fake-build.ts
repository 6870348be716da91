import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { createTestApp, type Engine, type TestApp } from '#server/testing/helpers';

/**
 * A built client as the server finds it (dist/client with its manifest, dist/ssr with the server-side bundle
 * and the page template), with the renderer tests' stand-in bundle: each page shows the content it got.
 * Returns the client folder, for STATIC_DIR.
 */
export function fakeBuild(): { clientDir: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-build-'));
  const clientDir = path.join(root, 'client');
  const ssrDir = path.join(root, 'ssr');
  fs.mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  fs.mkdirSync(ssrDir);
  fs.writeFileSync(path.join(clientDir, 'index.html'), 'the home page as the build rendered it');
  fs.writeFileSync(path.join(clientDir, '.vite/manifest.json'), '{}');
  fs.copyFileSync(path.join(import.meta.dirname, 'fake-ssr.mjs'), path.join(ssrDir, 'entry-server.js'));
  fs.copyFileSync(path.join(import.meta.dirname, 'template.html'), path.join(ssrDir, 'template.html'));
  fs.writeFileSync(path.join(ssrDir, 'package.json'), '{"type":"module"}');
  return { clientDir, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/**
 * A test app serving a fake build, rendered from its database; closed after each test. Call in a
 * `describe` block: it registers its own clean-up.
 */
export function appsOnFakeBuild(engine: Engine): () => Promise<TestApp> {
  const cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    for (const close of cleanup.splice(0).reverse()) await close();
  });
  return async () => {
    const build = fakeBuild();
    cleanup.push(build.remove);
    const t = await createTestApp(engine, { STATIC_DIR: build.clientDir });
    cleanup.push(() => t.close());
    return t;
  };
}
