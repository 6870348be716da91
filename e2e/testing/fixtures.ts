import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { simpleParser, type ParsedMail } from 'mailparser';
import { E2E_ADMIN, mailDirEnv } from './global-setup.ts';

export { expect, E2E_ADMIN };

/**
 * How long a content change may take to reach the served HTML: the server draws again every page the change
 * touches, in four languages (a menu change touches all of about 190 pages with the Coming Soon page of
 * each planned menu item), which takes tens of seconds on a busy two-core machine, and an upload is
 * processed beside it. Tests wait for the change itself; this is only the limit.
 */
export const SITE_RENDER_TIMEOUT = 120_000;

/** Logs the page's browser context in as the administrator through the real login form. */
export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

/** Every mail the SMTP server of the running test's project received so far, parsed. */
export async function receivedMails(): Promise<ParsedMail[]> {
  const dir = process.env[mailDirEnv(base.info().project.name)]!;
  const files = fs.readdirSync(dir).sort();
  return Promise.all(files.map(async (file) => simpleParser(fs.readFileSync(path.join(dir, file)))));
}

/**
 * Fails with the list of violations when axe finds any on the current page (WCAG 2.2 A and AA). `exclude`
 * leaves out a part axe cannot enter (a sandboxed frame without scripts), to be checked on its own.
 */
export async function expectNoAxeViolations(page: Page, exclude?: string): Promise<void> {
  // Judge the settled page: a message sliding in is briefly translucent, which is no contrast failure.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

export const test = base;
