import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '#shared/messages';
import { contactReceivedMessage, interestReceivedMessage } from '#shared/api/inbox';
import { COLLAB_AUTOPLAY_MS, COMING_SOON_INTERVAL_MS } from '#shared/constants';
import { E2E_ADMIN, expect, expectNoAxeViolations, test } from './testing/fixtures.ts';
import { installStillClock, startMovingParts, stopClock } from './testing/page-clock.ts';

/** Every route of this spec with the h1 it must show and a piece of its content. */
const routes: { path: string; heading: string; content: string | RegExp }[] = [
  { path: '/vision', heading: 'Vision & Mission', content: /holistic development/ },
  { path: '/team', heading: 'Meet Our Incredible Team', content: 'Passionate individuals working together' },
  { path: '/contact-us', heading: 'Contact us', content: 'Our Office' },
  { path: '/subscribe', heading: 'Subscribe to Our Updates', content: 'Stay updated with our latest news' },
  { path: '/coming-soon', heading: 'Coming Soon!', content: 'check back soon' },
  { path: '/donate', heading: 'Get Involved', content: 'Sponsor a school kit' },
  { path: '/volunteer-teacher', heading: 'Volunteer as a Teacher', content: 'Time commitment' },
  { path: '/join-intern', heading: 'Join as an Intern', content: 'Time commitment' },
  { path: '/volunteer-mentor', heading: 'Volunteer as a Mentor', content: '10-12 students per mentor' },
  { path: '/participate', heading: 'Participate', content: 'Awareness drives' },
  { path: '/workshops', heading: 'Workshops', content: 'Homemakers and Crafts' },
  { path: '/no-such-page', heading: 'Page not found', content: 'Gallery' },
];

/** A unique address per run and project, so both viewports can subscribe. */
const uniqueEmail = (label: string) =>
  `${label}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

async function adminRequest(request: APIRequestContext, baseURL: string) {
  const login = await request.post('/api/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { Origin: baseURL },
  });
  expect(login.status()).toBe(200);
  return request;
}

/** The page finished hydrating: React has attached its handlers to the prerendered HTML. */
async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
}

/**
 * The logo carousel stays on its first logo while the page's clock (stopped) runs on. Looked at after each
 * turn's time: with two logos, a carousel still turning would be back on the first after every second turn.
 */
async function expectLogoStays(page: Page) {
  for (let turn = 0; turn < 3; turn++) {
    await page.clock.runFor(COLLAB_AUTOPLAY_MS);
    await expect(page.getByRole('button', { name: 'Show logo 1 of 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  }
}

for (const route of routes) {
  test(`${route.path} renders its content with one h1 and no axe violation`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(route.path);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page.getByRole('main').getByText(route.content).first()).toBeVisible();
    await expectNoAxeViolations(page);
    // No hydration mismatch or other error on the way.
    expect(errors.filter((text) => !text.includes('404'))).toEqual([]);
  });
}

test('the prerendered pages show their content without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const route of routes.slice(0, -1)) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  }
  await context.close();
});

test('/vision switches between Vision and Mission with the keyboard', async ({ page }) => {
  await page.goto('/vision');
  await hydrated(page);
  const vision = page.getByRole('tab', { name: 'Vision' });
  await vision.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Mission' })).toBeFocused();
  const mission = page.getByRole('tabpanel', { name: 'Mission' });
  await expect(mission.getByRole('heading', { level: 3 })).toHaveText([
    'Education',
    'Health Care',
    'Women Empowerment',
    'National & Global Days',
  ]);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Home');
  await expect(page.getByRole('tabpanel', { name: 'Vision' })).toBeVisible();
});

test('/team shows every member, LinkedIn links in a new tab and a moving collaborations carousel', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/team');
  await hydrated(page);
  for (const [name, count] of [
    ['Founder', 1],
    ['Directors', 4],
    ['Advisory Members', 4],
    ['Volunteering Members', 8],
    ['Staff Members', 3],
  ] as const) {
    await expect(
      page.getByRole('region', { name, exact: true }).getByRole('heading', { level: 3 }),
    ).toHaveCount(count);
  }
  await expect(page.getByRole('link', { name: /^LinkedIn profile of / }).first()).toHaveAttribute(
    'target',
    '_blank',
  );

  const carousel = page.getByRole('region', { name: 'Our collaboration partners' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('img')).toHaveCount(2);
  const viewport = page.viewportSize()!;
  if (viewport.width < 768) {
    // One logo per view: it advances by itself and the dots follow.
    await expect(page.getByRole('button', { name: 'Show logo 2 of 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.getByRole('button', { name: 'Pause logo carousel' }).click();
    await page.getByRole('button', { name: 'Show logo 1 of 2' }).click();
    await stopClock(page);
    await expectLogoStays(page);
    await expect(page.getByRole('button', { name: 'Play logo carousel' })).toBeVisible();
  } else {
    // Both logos fit side by side: nothing to move and no controls.
    await expect(carousel.getByRole('button')).toHaveCount(0);
  }
});

test('/coming-soon changes its background every 4 s', async ({ page }) => {
  await installStillClock(page);
  await page.goto('/coming-soon');
  await hydrated(page);
  const background = page.getByTestId('coming-soon-background');
  await startMovingParts(page);
  for (let i = 0; i < 2; i++) {
    const before = (await background.getAttribute('src'))!;
    await page.clock.runFor(COMING_SOON_INTERVAL_MS - 1);
    await expect(background).toHaveAttribute('src', before);
    await page.clock.runFor(1);
    await expect(background).not.toHaveAttribute('src', before);
  }
});

test('/subscribe subscribes through the real server, then resets after 6 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/subscribe');
  await hydrated(page);
  const email = uniqueEmail('subscribe');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.subscriptions.invalidInput);

  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('combobox', { name: 'Your role' }).selectOption('Parent');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(messages.subscriptions.success);
  await expect(page.locator('canvas')).toHaveCount(1);

  await page.clock.runFor(6000);
  await expect(page.getByRole('status')).toBeEmpty();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  await expect(page.locator('canvas')).toHaveCount(0);
});

test('/subscribe answers an address on the list as it answers a new one', async ({ page, request }) => {
  const email = uniqueEmail('duplicate');
  const first = await request.post('/api/add_subscription', { data: { email, role: 'teacher' } });
  expect(first.status()).toBe(201);

  await page.goto('/subscribe');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('combobox', { name: 'Your role' }).selectOption('Teacher');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(messages.subscriptions.success);
  await expect(page.getByRole('alert')).toBeEmpty();
});

test('/contact-us stores the message for the administrator', async ({ page, request, baseURL }) => {
  const name = `Visitor ${test.info().project.name} ${Date.now()}`;
  await page.goto('/contact-us');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Mobile No.' }).fill('98450 22222');
  await page.getByRole('textbox', { name: 'Email Address' }).fill('visitor@example.org');
  await page.getByRole('textbox', { name: 'Message' }).fill('We would like a space show at our school.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(contactReceivedMessage)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');

  const admin = await adminRequest(request, baseURL!);
  const inbox = (await (await admin.get('/api/inbox/contact')).json()) as { name: string; source: string }[];
  expect(inbox).toContainEqual(
    expect.objectContaining({
      name,
      source: 'contact-page',
      message: 'We would like a space show at our school.',
    }),
  );
});

test('/donate: choose an action, back to the grid, then give time instead and send an Expression of Interest', async ({
  page,
  request,
  baseURL,
}) => {
  const fullName = `Donor ${test.info().project.name} ${Date.now()}`;
  await page.goto('/donate');
  await hydrated(page);
  await page.getByRole('button', { name: 'Sponsor Books and Study Materials' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Sponsor Books and Study Materials' }),
  ).toBeFocused();
  await page.getByRole('button', { name: 'All ways to give' }).click();
  await expect(page.getByRole('button', { name: 'Sponsor Books and Study Materials' })).toBeFocused();

  await page.getByRole('button', { name: 'Sponsor a school kit' }).click();
  // The pledge form alone; the Expression of Interest is the other way (issue 25).
  await page.getByRole('button', { name: 'Give your time instead' }).click();
  const form = page.getByRole('form', { name: 'Expression of Interest' });
  await expect(form.getByRole('heading', { name: 'Expression of Interest' })).toBeFocused();
  await expectNoAxeViolations(page);
  await form.getByRole('textbox', { name: 'Full Name' }).fill(fullName);
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByRole('radio', { name: 'Below 40' }).check();
  await form.getByRole('checkbox', { name: 'Kannada' }).check();
  await form.getByRole('checkbox', { name: 'Mentor' }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(interestReceivedMessage)).toBeVisible();

  const admin = await adminRequest(request, baseURL!);
  const inbox = (await (await admin.get('/api/inbox/interest')).json()) as unknown[];
  expect(inbox).toContainEqual(
    expect.objectContaining({
      full_name: fullName,
      gender: 'female',
      age: 'below_40',
      languages: ['kannada'],
      roles: ['mentor'],
      action: 'Sponsor a school kit',
    }),
  );
});

test('/volunteer-mentor sends an Expression of Interest with the mentor role', async ({
  page,
  request,
  baseURL,
}) => {
  const fullName = `Mentor ${test.info().project.name} ${Date.now()}`;
  await page.goto('/volunteer-mentor');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Expression of Interest' });
  await expect(form.getByRole('checkbox', { name: 'Mentor' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Full Name' }).fill(fullName);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(interestReceivedMessage)).toBeVisible();

  const admin = await adminRequest(request, baseURL!);
  const inbox = (await (await admin.get('/api/inbox/interest')).json()) as unknown[];
  expect(inbox).toContainEqual(
    expect.objectContaining({ full_name: fullName, roles: ['mentor'], action: 'Volunteer as a Mentor' }),
  );
});

test('with prefers-reduced-motion the backgrounds and logos stay still and no confetti falls', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installStillClock(page);
  await page.goto('/coming-soon');
  await hydrated(page);
  const background = page.getByTestId('coming-soon-background');
  const first = (await background.getAttribute('src'))!;
  await startMovingParts(page);
  await page.clock.runFor(2 * COMING_SOON_INTERVAL_MS);
  await expect(background).toHaveAttribute('src', first);

  // The islands below answer once they have settled, on animation frames: the clock flows from here, and
  // runs on when told to.
  await page.clock.resume();
  await page.goto('/subscribe');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('calm'));
  await page.getByRole('combobox', { name: 'Your role' }).selectOption('Student');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(messages.subscriptions.success);
  await expect(page.locator('canvas')).toHaveCount(0);

  if (page.viewportSize()!.width < 768) {
    await page.goto('/team');
    await hydrated(page);
    // The partners' carousel is an island that wakes as it nears the viewport (decision 011).
    await page
      .getByRole('region', { name: /logo carousel|partners/i })
      .first()
      .scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Play logo carousel' })).toBeVisible();
    await stopClock(page);
    await expectLogoStays(page);
  }
});
