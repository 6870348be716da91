import { describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { subscriptionPaths, invalidLanguageMessage } from '#shared/api/subscriptions';
import { mailPaths } from '#shared/api/mail';
import { mailCatalogues } from '#shared/server-words/index';
import { SITE, testEngines, type TestApp } from '#server/testing/helpers';
import { waitUntil } from './testing/smtp-test-server.ts';
import { campaignStatus, seedSubscribers, sendEmail } from './testing/mail-test-helpers.ts';
import { confirmationPath, mailsTo, withMailApp } from './testing/subscriber-links.ts';

const { hi, en } = mailCatalogues;

const languageOf = async (t: TestApp, email: string) =>
  (
    await t.db
      .selectFrom('subscriptions')
      .select('language')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).language;

const subscribe = (t: TestApp, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: subscriptionPaths.add, payload, remoteAddress: '10.8.0.1' });

/** The unsubscribe page's address in a Hindi mail's text, as a path with its token. */
const hindiUnsubscribePath = (mail: ParsedMail) => {
  const prefix = hi.footer.unsubscribeText('');
  const line = (mail.text ?? '').split('\n').find((l) => l.startsWith(prefix))!;
  return line
    .slice(prefix.length)
    .trim()
    .replace(/^https?:\/\/[^/]+/, '');
};

describe.each(testEngines)('mail in the subscriber’s language on %s (issue 28)', (engine) => {
  const mailApp = withMailApp(engine, { env: { SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '100' } });

  it('stores the language of the page a subscriber subscribed on; none given is English', async () => {
    const { t } = mailApp;
    expect(
      (await subscribe(t, { email: 'asha@example.org', role: 'parent', language: 'hi' })).statusCode,
    ).toBe(201);
    expect((await subscribe(t, { email: 'ravi@example.org', role: 'parent' })).statusCode).toBe(201);
    expect(await languageOf(t, 'asha@example.org')).toBe('hi');
    expect(await languageOf(t, 'ravi@example.org')).toBe('en');
    // The dashboard's list says each subscriber's language.
    const list = (
      await t.app.inject({ method: 'GET', url: subscriptionPaths.list, headers: { cookie: mailApp.cookie } })
    ).json() as {
      email: string;
      language: string;
    }[];
    expect(list.find((row) => row.email === 'asha@example.org')?.language).toBe('hi');
  });

  it('takes the language from the form posted without JavaScript (a hidden field)', async () => {
    const { t } = mailApp;
    const response = await t.app.inject({
      method: 'POST',
      url: subscriptionPaths.add,
      payload: 'email=sunita%40example.org&role=teacher&language=mr',
      remoteAddress: '10.8.0.2',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SITE,
        referer: `${SITE}/mr/subscribe`,
      },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/mr/subscribe#form-sent');
    expect(await languageOf(t, 'sunita@example.org')).toBe('mr');
  });

  it('refuses a language the site does not speak with a 400 and stores nothing', async () => {
    const { t } = mailApp;
    for (const language of ['fr', 'HI', '', 7]) {
      const response = await subscribe(t, { email: 'pierre@example.org', role: 'parent', language });
      expect(response.statusCode, String(language)).toBe(400);
      expect(response.json().error).toBe(invalidLanguageMessage);
    }
    const stored = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where('email', '=', 'pierre@example.org')
      .execute();
    expect(stored).toEqual([]);
  });

  it('sends a campaign’s Hindi version to a Hindi subscriber and the English one to an English subscriber', async () => {
    const { t, smtp, cookie } = mailApp;
    smtp.received.length = 0;
    await seedSubscribers(t.db, [{ email: 'hindi@example.org' }, { email: 'english@example.org' }]);
    await t.db
      .updateTable('subscriptions')
      .set({ language: 'hi' })
      .where('email', '=', 'hindi@example.org')
      .execute();
    const response = await sendEmail(t, cookie, {
      recipientType: 'all',
      subject: 'Annual day',
      message: 'Our annual day is on Sunday.',
      versions: { hi: { subject: 'वार्षिक उत्सव', message: 'हमारा वार्षिक उत्सव रविवार को है।' } },
    });
    expect(response.statusCode).toBe(200);
    const { campaignId } = response.json();
    await waitUntil(async () => (await campaignStatus(t.db, campaignId)) === 'done');

    const [hindi] = await mailsTo(smtp, 'hindi@example.org');
    expect(hindi!.subject).toBe('वार्षिक उत्सव');
    expect(hindi!.text).toContain('हमारा वार्षिक उत्सव रविवार को है।');
    expect(hindi!.text).toContain(hi.footer.subscriber('Gurukul'));
    expect(hindi!.html).toContain('<html lang="hi">');
    expect(hindi!.html).toContain(`>${hi.footer.unsubscribeLink}</a>`);
    expect(hindi!.html).not.toContain('Annual day');

    const [english] = await mailsTo(smtp, 'english@example.org');
    expect(english!.subject).toBe('Annual day');
    expect(english!.text).toContain('Our annual day is on Sunday.');
    expect(english!.text).toContain(en.footer.subscriber('Gurukul'));
    expect(english!.html).toContain('<html lang="en">');
    expect(english!.text).not.toContain('वार्षिक');

    // The history says which languages the campaign was written in.
    const history = (
      await t.app.inject({ method: 'GET', url: mailPaths.campaigns, headers: { cookie } })
    ).json() as {
      id: number;
      languages?: string[];
    }[];
    expect(history.find((c) => c.id === campaignId)?.languages).toEqual(['hi']);

    // The Hindi subscriber's unsubscribe page is in Hindi.
    const page = await t.app.inject({ method: 'GET', url: hindiUnsubscribePath(hindi!) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toContain(`<h1>${hi.pages.unsubscribeHeading}</h1>`);
    expect(page.body).toContain(`<button type="submit">${hi.pages.unsubscribeButton}</button>`);
    expect(page.body).not.toContain('Unsubscribe from our updates?');
  });

  it('writes the footer of an English-only campaign in the Hindi subscriber’s language, the content marked English', async () => {
    const { t, smtp, cookie } = mailApp;
    smtp.received.length = 0;
    const { campaignId } = (
      await sendEmail(t, cookie, { recipientType: 'all', subject: 'Holiday', message: 'School is closed.' })
    ).json();
    await waitUntil(async () => (await campaignStatus(t.db, campaignId)) === 'done');
    const [hindi] = await mailsTo(smtp, 'hindi@example.org');
    expect(hindi!.subject).toBe('Holiday');
    expect(hindi!.text).toContain(hi.footer.subscriber('Gurukul'));
    expect(hindi!.html).toContain('<td lang="en"');
  });
});

describe.each(testEngines)('confirmation mails in the subscriber’s language on %s (issue 28)', (engine) => {
  const mailApp = withMailApp(engine, { env: { DOUBLE_OPT_IN: 'true' } });

  it('mails a Hindi subscriber the confirmation in Hindi, and answers its link with a Hindi page', async () => {
    const { t, smtp } = mailApp;
    const response = await subscribe(t, { email: 'kavita@example.org', role: 'parent', language: 'hi' });
    expect(response.statusCode).toBe(201);
    await waitUntil(() => smtp.received.length > 0);
    const [mail] = await mailsTo(smtp, 'kavita@example.org');
    expect(mail!.subject).toBe(hi.confirm.subject('Gurukul'));
    expect(mail!.html).toContain('<html lang="hi">');
    expect(mail!.html).toContain(hi.confirm.button);
    expect(mail!.text).toContain(hi.openLink(hi.confirm.action));
    expect(mail!.text).toContain(hi.footer.subscribePage('Gurukul'));
    // The words the server adds to it: the "stop contacting me" link, in Hindi too.
    expect(mail!.html).toContain(`>${hi.footer.stopLink}</a>`);
    expect(mail!.text).not.toContain('Please confirm');

    const page = await t.app.inject({ method: 'GET', url: confirmationPath(mail!) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toContain(`<h1>${hi.pages.confirmedHeading}</h1>`);
    expect(page.body).toContain('href="/hi/"');
  });

  it('mails the link back to an unsubscribed address in the language it asked in, and brings it back in it', async () => {
    const { t, smtp } = mailApp;
    smtp.received.length = 0;
    await seedSubscribers(t.db, [{ email: 'left@example.org', status: 'unsubscribed' }]);
    expect(
      (await subscribe(t, { email: 'left@example.org', role: 'parent', language: 'hi' })).statusCode,
    ).toBe(201);
    await waitUntil(() => smtp.received.length > 0);
    const [mail] = await mailsTo(smtp, 'left@example.org');
    expect(mail!.subject).toBe(hi.resubscribe.subject('Gurukul'));
    // Nothing changes until the link is followed.
    expect(await languageOf(t, 'left@example.org')).toBe('en');
    const path = confirmationPath(mail!);
    const question = await t.app.inject({ method: 'GET', url: path });
    expect(question.body).toContain(`<h1>${hi.pages.resubscribeHeading}</h1>`);
    const pressed = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      payload: '',
    });
    expect(pressed.body).toContain(`<h1>${hi.pages.confirmedHeading}</h1>`);
    expect(await languageOf(t, 'left@example.org')).toBe('hi');
  });
});
