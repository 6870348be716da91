/**
 * Issue 26, must have 4: a finance officer, invited by the owner, sets up an authenticator app (QR code,
 * then a code computed here from the key the page shows) and a passkey on Chromium's virtual authenticator;
 * then signs in three ways: with the passkey, with the app's code, and once with a recovery code. The site
 * is opened as `localhost`: browsers refuse passkeys on a bare IP address (docs/staff.md).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { staffPaths } from '#shared/api/staff';
import { totpCode } from '#server/features/auth/second-factor/totp';
import { E2E_ADMIN } from './testing/global-setup.ts';
import { expect, expectNoAxeViolations, receivedMails, test } from './testing/fixtures.ts';

const STEP_MS = 30_000;
const PASSWORD = 'finance keeps the books';

/** Invites a finance officer through the owner's API and accepts through the invitation's API. */
async function newFinanceOfficer(context: BrowserContext, site: string, email: string): Promise<void> {
  const owner = context.request;
  const headers = { origin: site };
  const login = await owner.post(`${site}/api/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers,
  });
  expect(login.ok()).toBe(true);
  const invited = await owner.post(`${site}${staffPaths.invitations}`, {
    data: { email, role: 'finance', name: 'Meera' },
    headers,
  });
  expect(invited.ok()).toBe(true);
  await owner.post(`${site}/api/logout`, { headers });
  let token = '';
  await expect
    .poll(async () => {
      const mail = (await receivedMails()).find((m) => JSON.stringify(m.to).includes(email));
      token = /invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  const accepted = await owner.post(`${site}${staffPaths.acceptInvitation}`, {
    data: { token, name: 'Meera', password: PASSWORD },
    headers,
  });
  expect(accepted.ok()).toBe(true);
  await owner.post(`${site}/api/logout`, { headers });
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Password accepted. Now enter the 6-digit code')).toBeVisible();
}

async function signOut(page: Page) {
  await page
    .getByRole('button', { name: /log ?out|sign out/i })
    .first()
    .click();
  await page.waitForURL('**/login');
}

test('a finance officer sets up an authenticator app and a passkey, then signs in with each and with a recovery code', async ({
  browser,
  baseURL,
}, testInfo) => {
  // The same server, by the name a browser accepts passkeys for.
  const site = baseURL!.replace('127.0.0.1', 'localhost');
  const email = `finance-${testInfo.project.name}-${Date.now().toString(36)}@example.org`;
  const context = await browser.newContext({
    baseURL: site,
    viewport: testInfo.project.use.viewport ?? undefined,
  });
  try {
    await newFinanceOfficer(context, site, email);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    // No second factor yet: the password alone signs in.
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');

    // The authenticator app: its key as the page shows it, and a code of it.
    await page.goto('/dashboard?panel=two-step');
    await expect(page.getByRole('heading', { level: 2, name: 'Two-step sign-in' })).toBeVisible();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = (await page.locator('code').first().textContent())!.trim();
    await expectNoAxeViolations(page);
    await page.getByLabel('Code from the app').fill(totpCode(secret, new Date()));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const codes = page.getByRole('region', { name: 'Your recovery codes' });
    await expect(codes).toBeVisible();
    const recoveryCodes = await codes.getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('recovery-codes.png'), fullPage: true });
    await page.getByRole('button', { name: 'I have kept my codes' }).click();
    await expect(page.getByText(/Two-step sign-in is on, with an authenticator app since/)).toBeVisible();

    // A passkey on this (virtual) device.
    await page.getByLabel('Name of the passkey').fill('This laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText(/This laptop: added .*, not used yet/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('two-step-panel.png'), fullPage: true });

    // Signing in with the passkey.
    await signOut(page);
    await signInWithPassword(page, email);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL('**/dashboard');

    // With a code of the app (a later step than the one used to turn it on).
    await signOut(page);
    await signInWithPassword(page, email);
    await page
      .getByLabel('Code from your authenticator app')
      .fill(totpCode(secret, new Date(Date.now() + STEP_MS)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');

    // With a recovery code, which then no longer works.
    for (const expected of ['signed in', 'refused'] as const) {
      await signOut(page);
      await signInWithPassword(page, email);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      if (expected === 'signed in') await page.waitForURL('**/dashboard');
      else await expect(page.getByRole('alert')).toContainText('That code is not right.');
    }
  } finally {
    await context.close();
  }
});
