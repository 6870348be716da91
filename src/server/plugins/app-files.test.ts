import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/helpers.ts';

/**
 * Issue 29: the service worker and the manifest fit the site's strict CSP (decision 004), and the worker
 * is never kept by the immutable rule of the hashed files, so a deployment reaches every visitor.
 */
describe('the installable app’s files as the server serves them', () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-app-files-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Home</title>');
    fs.writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(clientDir, 'assets', 'start-islands-abc123.js'), 'export {};');
    fs.writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Gurukul"}');
    t = await createTestApp('sqlite', { STATIC_DIR: clientDir });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('lets the site’s own service worker and manifest load under the CSP', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('sends /sw.js to be checked on every visit, while hashed files stay a year', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(String(worker.headers['content-type'])).toContain('javascript');
    const hashed = await t.app.inject({ method: 'GET', url: '/assets/start-islands-abc123.js' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the manifest as a web app manifest, checked on every visit', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(String(manifest.headers['content-type'])).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });
});
