import type { Locator, Page } from '@playwright/test';
import { contactReceivedMessage, interestReceivedMessage } from '#shared/api/inbox';
import { messages } from '#shared/messages';
import { expect, test } from './testing/fixtures.ts';

/**
 * Public pages are prerendered, so a visitor can type before the JavaScript has arrived. These tests hold
 * back every script, fill the forms in the bare prerendered HTML, then let the page hydrate and submit:
 * what was typed must survive hydration and reach the server.
 */

/** Holds every JavaScript file until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether React has attached itself to the element, i.e. the page around it has hydrated. */
const isHydrated = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')));

/** Opens the prerendered page with its scripts held back; returns the function that lets them run. */
async function openBeforeHydration(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** Lets the scripts run and waits until React has taken over the form. */
async function hydrate(release: () => void, form: Locator) {
  expect(await isHydrated(form)).toBe(false);
  release();
  await expect.poll(() => isHydrated(form), { timeout: 20_000 }).toBe(true);
}

const uniqueEmail = (label: string) =>
  `${label}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

test('/contact-us keeps what was typed before hydration and sends it', async ({ page }) => {
  const release = await openBeforeHydration(page, '/contact-us');
  const form = page.getByRole('form', { name: 'Contact us' });
  const name = `Early visitor ${test.info().project.name}`;
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Message' }).fill('Typed before the page was ready.');
  await hydrate(release, form);

  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact'));
  await form.getByRole('button', { name: 'Send' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    name,
    message: 'Typed before the page was ready.',
    source: 'contact-page',
  });
  await expect(form.getByRole('status')).toHaveText(contactReceivedMessage);
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
});

test('the home contact form keeps what was typed before hydration and sends it', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('donationPopupSeen', 'true'));
  const release = await openBeforeHydration(page, '/');
  const region = page.getByRole('region', { name: 'Get in Touch' });
  const name = `Early home visitor ${test.info().project.name}`;
  await region.getByLabel('Name').fill(name);
  await region.getByLabel('How did you hear about us?').selectOption('Friends');
  await hydrate(release, region.locator('form'));

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact'));
  await region.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name, heardFrom: 'Friends', source: 'home' });
  await expect(region.getByText(contactReceivedMessage)).toBeVisible();
});

test('a volunteer page keeps choices made before hydration and its preselected role', async ({ page }) => {
  const release = await openBeforeHydration(page, '/volunteer-teacher');
  const form = page.getByRole('form', { name: 'Expression of Interest' });
  const fullName = `Early volunteer ${test.info().project.name}`;
  await form.getByRole('textbox', { name: 'Full Name' }).fill(fullName);
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByRole('checkbox', { name: 'Marathi' }).check();
  await hydrate(release, form);

  await expect(form.getByRole('checkbox', { name: 'Teacher' })).toBeChecked();
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/interest'));
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    fullName,
    gender: 'female',
    languages: ['marathi'],
    roles: ['teacher'],
  });
  await expect(form.getByRole('status')).toHaveText(interestReceivedMessage);
});

test('/subscribe keeps the address typed before hydration and sends it', async ({ page }) => {
  const release = await openBeforeHydration(page, '/subscribe');
  const form = page.locator('form');
  const email = uniqueEmail('early');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('combobox', { name: 'Your role' }).selectOption('Parent');
  await hydrate(release, form);

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/add_subscription'));
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  // The form posts the audience's key, as the server keeps it (the server also takes 'Parent').
  // With the version of the privacy notice the form showed (issue 27).
  expect((await sent).postDataJSON()).toEqual({ email, role: 'parent', noticeVersion: expect.any(String) });
  await expect(page.getByRole('status')).toHaveText(messages.subscriptions.success);
});
