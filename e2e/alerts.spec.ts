/**
 * Alerts on phones (issue 29 must have 4, docs/alerts.md) in Chromium against the built site: the home page
 * offers them, the site's service worker shows a pushed alert, and the administrator publishes a notice as
 * an alert to the devices that turned them on.
 *
 * This machine has no internet, so Chromium cannot reach its push service (FCM) to subscribe: a device's
 * subscription is made in the page with the keys a browser would make, and the push message is handed to
 * the service worker through the DevTools protocol (ServiceWorker.deliverPushMessage), which dispatches the
 * same push event a push service's message does. The encryption and the push service's side are tested on
 * the server (src/server/features/alerts/alerts.test.ts).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { alertWords } from '#shared/i18n/alert-words';
import { alertTexts } from '#client/texts/alerts.ts';
import { expect, loginAsAdmin, test } from './testing/fixtures.ts';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  // The invitation to give would cover the page.
  await page.addInitScript(() => sessionStorage.setItem('donationPopupSeen', 'true'));
});

/** The site's service worker registration as DevTools names it, once the page's worker is active. */
async function workerRegistration(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const ids = new Set<string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations)
      if (!registration.isDeleted) ids.add(registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => ids.size).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  return {
    push: (data: unknown) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: [...ids][0]!,
        data: JSON.stringify(data),
      }),
  };
}

/** The alerts the site's service worker shows now. */
const shownAlerts = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((alert) => ({
      title: alert.title,
      body: alert.body,
      tag: alert.tag,
      icon: new URL(alert.icon).pathname,
      url: (alert.data as { url: string }).url,
      actions: (alert as Notification & { actions: { action: string; title: string }[] }).actions.map(
        (action) => [action.action, action.title],
      ),
    }));
  });

test("issue 29: the home page offers alerts and says what they do; a push message to the site's worker shows the notice's title with the site's icon and a \"Turn off alerts\" button, and a repeat replaces it", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/');
  const worker = await workerRegistration(context, page);

  await page.getByRole('heading', { name: 'Latest Notifications' }).scrollIntoViewIfNeeded();
  const box = page.getByRole('region', { name: alertTexts.title });
  await expect(box).toBeVisible();
  await expect(box).toContainText(alertTexts.lead);
  await expect(box.getByRole('button', { name: alertTexts.turnOn })).toBeEnabled();
  const axe = await new AxeBuilder({ page })
    .include('[data-island="alerts-toggle"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // As the server words it for a device that turned alerts on from a Kannada page.
  const kannada = alertWords('kn');
  const message = (title: string) => ({
    title,
    body: kannada.body,
    url: '/kn/#notifications',
    tag: 'notice-41',
    lang: 'kn',
    turnOff: kannada.turnOff,
  });
  await worker.push(message('ಆರೋಗ್ಯ ಶಿಬಿರ ಭಾನುವಾರ'));
  await expect
    .poll(() => shownAlerts(page))
    .toEqual([
      {
        title: 'ಆರೋಗ್ಯ ಶಿಬಿರ ಭಾನುವಾರ',
        body: kannada.body,
        tag: 'notice-41',
        icon: '/icons/icon-192.png',
        url: '/kn/#notifications',
        actions: [['turn-off', kannada.turnOff]],
      },
    ]);
  // The same notice again replaces its alert instead of adding a second.
  await worker.push(message('ಆರೋಗ್ಯ ಶಿಬಿರ ಸೋಮವಾರಕ್ಕೆ'));
  await expect
    .poll(() => shownAlerts(page).then((alerts) => alerts.map((alert) => alert.title)))
    .toEqual(['ಆರೋಗ್ಯ ಶಿಬಿರ ಸೋಮವಾರಕ್ಕೆ']);
  // The icon is the site's own.
  expect((await page.request.get('/icons/icon-192.png')).status()).toBe(200);
});

test('issue 29: a device that turns alerts on is counted; the administrator ticks "Send as an alert", is told how many devices first, and the list says what the alert reached', async ({
  page,
  browser,
}) => {
  // Publishing renders the site again in four languages beside the other project's journey.
  test.slow();
  // A visitor's device turns alerts on: keys as a browser makes them, an endpoint on Chrome's push service.
  await page.goto('/');
  const subscribed = await page.evaluate(async () => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const base64url = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
    const answer = await fetch('/api/add_push_subscription', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        endpoint,
        expirationTime: null,
        keys: {
          p256dh: base64url(await crypto.subtle.exportKey('raw', pair.publicKey)),
          auth: base64url(crypto.getRandomValues(new Uint8Array(16))),
        },
        language: 'en',
      }),
    });
    return { status: answer.status, endpoint };
  });
  expect(subscribed.status).toBe(201);

  const admin = await (await browser.newContext()).newPage();
  await loginAsAdmin(admin);
  const devices = ((await (await admin.request.get('/api/get_push_alerts')).json()) as { devices: number })
    .devices;
  expect(devices).toBeGreaterThan(0);
  const count = `${devices} ${devices === 1 ? 'device' : 'devices'}`;

  const title = `Holiday on Monday ${Date.now()}`;
  await admin.goto('/dashboard?panel=add-notification');
  await expect(admin.getByRole('heading', { level: 2, name: 'Add Notification' })).toBeVisible();
  const box = admin.getByRole('checkbox', { name: 'Send as an alert' });
  await expect(box).not.toBeChecked();
  await admin.getByLabel('Title').fill(title);
  await admin.getByLabel('Description').fill('The school is closed for the festival.');
  await box.check();
  await expect(admin.getByText(`The title goes to ${count} with alerts turned on`)).toBeVisible();
  await admin.getByRole('main').getByRole('button', { name: 'Add Notification' }).click();
  const dialog = admin.getByRole('alertdialog', {
    name: 'Publish this notification and send it as an alert?',
  });
  await expect(dialog).toContainText(`Its title is sent as an alert to ${count} with alerts turned on.`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByText(`The alert is on its way to ${count}.`)).toBeVisible();

  await admin.goto('/dashboard?panel=view-notifications');
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(`Alert reached`);
  await expect(row).toContainText(`of ${count}`);

  // The visitor turns alerts off: the device is no longer counted.
  const off = await page.evaluate(
    (endpoint) =>
      fetch('/api/remove_push_subscription', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ endpoint }),
      }).then((answer) => answer.status),
    subscribed.endpoint,
  );
  expect(off).toBe(200);
  const after = (await (await admin.request.get('/api/get_push_alerts')).json()) as { devices: number };
  expect(after.devices).toBe(devices - 1);
  await admin.context().close();
});
