import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/bench-support.ts';

/** The first project's server listens here, the next one's on the port after it (global-setup.ts). */
const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = (offset: number) => `http://127.0.0.1:${E2E_PORT + offset}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // The two projects run side by side, each against a server of its own and one test at a time, in the
  // same order every run: a project's tests share its server's data, as a visitor and the administrator do.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A test may wait for the site to be rendered again (e2e/testing/fixtures.ts SITE_RENDER_TIMEOUT).
  timeout: 180_000,
  // Waits for what the page shows; a busy machine may take longer than a quiet one to draw it.
  expect: { timeout: 30_000 },
  reporter: 'list',
  globalSetup: './e2e/testing/global-setup.ts',
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    trace: 'retain-on-failure',
    // The site's service worker (issue 29) would answer requests before page.route sees them; the journeys
    // that test it (e2e/app.spec.ts) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'mobile',
      workers: 1,
      use: { baseURL: baseURL(0), viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: true },
    },
    { name: 'desktop', workers: 1, use: { baseURL: baseURL(1), viewport: { width: 1280, height: 800 } } },
  ],
});
