import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { subscriptionPaths } from '#shared/api/subscriptions';
import type { BuildOptions } from '#server/app';
import { createTestApp, type Engine, type TestApp } from '#server/testing/helpers';
import { createTokenSigner, loadMailSecret, type TokenSigner } from '../mail-tokens.ts';
import { startTestSmtp, waitUntil, type TestSmtp, type TestSmtpOptions } from './smtp-test-server.ts';
import { campaignStatus, seedSubscribers, sendEmail, subscriptionIdOf } from './mail-test-helpers.ts';

/** The worker looks for due mail often, so a test's campaign goes out at once. */
export const tuning = { pollIntervalMs: 20 };

/**
 * An app that sends its mail to a test SMTP server, for the tests of a file; `t`, `smtp` and `cookie` (the
 * administrator's, when `login` is set) are there once its tests run.
 */
export function withMailApp(
  engine: Engine,
  setup: {
    env?: Record<string, string>;
    options?: BuildOptions;
    smtp?: TestSmtpOptions;
    login?: boolean;
  } = {},
) {
  let t: TestApp | undefined;
  let smtp: TestSmtp | undefined;
  let cookie = '';
  beforeAll(async () => {
    smtp = await startTestSmtp(setup.smtp);
    t = await createTestApp(
      engine,
      { SMTP_URL: smtp.url, ...setup.env },
      setup.options ?? { mailWorker: tuning },
    );
    if (setup.login ?? true) cookie = await t.login();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  return {
    get t(): TestApp {
      return t!;
    },
    get smtp(): TestSmtp {
      return smtp!;
    },
    get cookie(): string {
      return cookie;
    },
  };
}

/**
 * withMailApp with two active subscribers, meera@ and arjun@example.org, and nothing else before each test;
 * mailTo sends them a campaign and returns the mail one of them received.
 */
export function withTwoSubscribers(engine: Engine) {
  const mailApp = withMailApp(engine);
  beforeEach(async () => {
    const { t, smtp } = mailApp;
    smtp.received.length = 0;
    await t.db.deleteFrom('deliveries').execute();
    await t.db.deleteFrom('campaigns').execute();
    await t.db.deleteFrom('subscriptions').execute();
    await seedSubscribers(t.db, [{ email: 'meera@example.org' }, { email: 'arjun@example.org' }]);
  });

  async function mailTo(email: string): Promise<ParsedMail> {
    const { t, smtp, cookie } = mailApp;
    const { campaignId } = (
      await sendEmail(t, cookie, { recipientType: 'all', subject: 'News', message: 'Hi' })
    ).json();
    await waitUntil(async () => (await campaignStatus(t.db, campaignId)) === 'done');
    return (await smtp.parsed()).find((m) => (m.to as { text: string }).text === email)!;
  }

  return { mailApp, mailTo };
}

/** The unsubscribe page link in the mail body, as a path with its token. */
export function unsubscribePath(mail: ParsedMail): string {
  const url = /To unsubscribe, open: (\S+)/.exec(mail.text ?? '')![1]!;
  return url.replace(/^https?:\/\/[^/]+/, '');
}

/** The one-click target of the List-Unsubscribe header, as a path with its token. */
export function oneClickPath(mail: ParsedMail): string {
  const line = mail.headerLines.find((h) => h.key === 'list-unsubscribe')!.line.replace(/\r?\n[ \t]+/g, ' ');
  return /<https?:\/\/[^/]+([^>]+)>/.exec(line)![1]!;
}

/** The confirmation link in a mail's text, as a path with its token. */
export function confirmationPath(mail: ParsedMail): string {
  return /http:\/\/localhost:3000(\/api\/confirm_subscription\?token=\S+)/.exec(mail.text ?? '')![1]!;
}

/** The mails that reached an address so far, oldest first. */
export async function mailsTo(smtp: TestSmtp, email: string): Promise<ParsedMail[]> {
  return (await smtp.parsed()).filter((m) => (m.to as { text: string }).text === email);
}

export async function subscriptionOf(t: TestApp, email: string) {
  return t.db
    .selectFrom('subscriptions')
    .select(['status', 'role', 'unsubscribed_at', 'confirmed_at'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

export function addSubscription(t: TestApp, email: string, role = 'Parent') {
  return t.app.inject({ method: 'POST', url: subscriptionPaths.add, payload: { email, role } });
}

/** A mail client's one-click unsubscribe (RFC 8058) to a path with its token. */
export function oneClick(t: TestApp, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'List-Unsubscribe=One-Click',
  });
}

/** The button of one of the site's pages, posting its empty form from the site. */
export function postPageForm(t: TestApp, url: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
    payload: '',
  });
}

/** Opens the link back after unsubscribing, expects the question, and presses its button. */
export async function pressSubscribeAgain(t: TestApp, path: string) {
  const page = await t.app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<h1>Subscribe again to our updates?</h1>');
  // The form posts back to the site: the browser must send the site's Origin, not `Origin: null`.
  expect(page.headers['referrer-policy']).toBe('same-origin');
  const action = /<form method="post" action="([^"]+)">/.exec(page.body)![1]!.replaceAll('&amp;', '&');
  expect(action).toBe(path);
  return postPageForm(t, action);
}

/** One-click unsubscribe of an address, the way its mail client does it. */
export async function unsubscribe(t: TestApp, email: string, signer: TokenSigner) {
  const id = await subscriptionIdOf(t.db, email);
  const response = await oneClick(t, `/api/unsubscribe?token=${signer.sign('unsubscribe', id)}`);
  expect(response.statusCode).toBe(200);
}

export async function signerOf(t: TestApp): Promise<TokenSigner> {
  return createTokenSigner(await loadMailSecret(t.db, t.config.mailSecret));
}
