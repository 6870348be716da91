/**
 * For tests that run a page's timers on Playwright's clock, standing still (`installStillClock` before the
 * page loads): time in the page moves only when the test moves it (`page.clock.runFor`). A test then sees at
 * once that something does not happen over seconds, and the page's timers fire exactly when it set them to,
 * however busy the machine is. The clock keeps counting across navigations in the same test: a page opened
 * later starts with its clock (`performance.now()`) at the time run so far.
 */
import { expect, type Page } from '@playwright/test';

/** When the public pages give their moving parts their scripts (ENHANCEMENTS_AT_MS, start-islands.ts). */
const ENHANCEMENTS_AT_MS = 2500;
/** The chunk those scripts come in (scripts/island-chunks.ts). */
const ENHANCEMENTS_CHUNK = '/assets/enhancements-';
/** One frame: the clock runs requestAnimationFrame callbacks too. */
const FRAME_MS = 16;

/**
 * Installs Playwright's clock in the page's context and stops it: `page.clock.install()` alone lets time flow
 * on by itself. Call it before the page loads; the page then arrives with its clock at (nearly) 0, its date
 * a little ahead of the real one.
 */
export async function installStillClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  // Well ahead of the time the clock may have reached meanwhile on a busy machine: it cannot go back.
  await page.clock.pauseAt(start + 10_000);
}

/** Runs the page's clock until it reads `ms` (on the test's first page: `ms` after arrival). */
export async function runClockTo(page: Page, ms: number): Promise<void> {
  const now = await page.evaluate(() => performance.now());
  await page.clock.runFor(Math.max(0, ms - now));
}

/**
 * Runs the page's clock to the moment its moving parts without React (`data-enhance`: the hero's slide show,
 * the invitation to give, the coming-soon picture) get their scripts, and waits until those scripts have
 * started, so that every timer they set is on the clock. Running the clock before that would find none of
 * their timers and prove nothing.
 */
export async function startMovingParts(page: Page): Promise<void> {
  await runClockTo(page, ENHANCEMENTS_AT_MS);
  if ((await page.locator('[data-enhance]').count()) === 0) return;
  // Vite links the chunk for preloading as the page asks for it; importing it again resolves once the page's
  // own import has: the scripts it hands out run in that same turn, before the page takes another command.
  const chunk = page.locator(`link[rel="modulepreload"][href*="${ENHANCEMENTS_CHUNK}"]`).first();
  await expect(chunk).toBeAttached();
  const url = await chunk.evaluate((link) => (link as HTMLLinkElement).href);
  await page.evaluate((href) => import(href).then(() => undefined), url);
}

/**
 * Runs the page's clock a frame at a time until `done` holds: for what also waits on the network, as an
 * island does (its code comes, then it settles on animation frames, hydrate-island.tsx).
 */
export async function runClockUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(FRAME_MS);
      return done();
    })
    .toBe(true);
}

/**
 * Stops a clock that flows with real time (`page.clock.install()`, `page.clock.resume()`): it jumps a few
 * seconds ahead, firing what falls due, and holds there. A retried assertion then cannot let time run on
 * while it waits, and the test sees only what happens in the time it runs.
 */
export async function stopClock(page: Page): Promise<void> {
  // Ahead of whatever time the page reaches before the clock hears of it: it cannot go back.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
}
