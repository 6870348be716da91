import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDraftTexts, mailPaths, type MailPreview } from '#shared/api/mail';
import { messages } from '#shared/messages';
import { ADMIN_EMAIL, createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import { startTestSmtp, type TestSmtp } from './testing/smtp-test-server.ts';

const draft = {
  subject: 'Annual Day on 14 December',
  message: 'Dear parents,\n\nThe children perform at 10 am.\n\nWith warm wishes',
};

/** Issue 25, must have 6: the mail is seen before it goes, as a preview and as a test to oneself. */
describe.each(testEngines)('a mail being written, previewed and tested on %s', (engine) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(engine, { SMTP_URL: smtp.url, MAIL_DAILY_CAP: '2' }, { startMailWorker: false });
    cookie = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, withSession = true) =>
    t.app.inject({ method: 'POST', url, payload, headers: withSession ? { cookie } : {} });

  it('refuses both without a session (401) and an empty subject or message (400) with the spec’s message', async () => {
    for (const url of [mailPaths.preview, mailPaths.test]) {
      expect((await post(url, draft, false)).statusCode).toBe(401);
      const empty = await post(url, { ...draft, subject: ' ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe(messages.mail.subjectAndMessageRequired);
    }
    expect(smtp.received).toHaveLength(0);
  });

  it('previews the exact mail: its HTML in the mail frame and the plain text, with an unsubscribe link', async () => {
    const response = await post(mailPaths.preview, draft);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<MailPreview>();
    expect(preview.subject).toBe(draft.subject);
    expect(preview.html).toContain('The children perform at 10 am.');
    expect(preview.html).toMatch(/<table[^>]*role="presentation"/);
    expect(preview.html).toContain('/unsubscribe');
    expect(preview.text).toContain('Dear parents,');
    expect(preview.text).toContain('The children perform at 10 am.');
    expect(smtp.received).toHaveLength(0);
  });

  it('sends the test to the signed-in administrator alone, as a subscriber gets it, counted against the cap', async () => {
    const response = await post(mailPaths.test, draft);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: mailDraftTexts.testSent(ADMIN_EMAIL) });
    const [mail] = await smtp.parsed();
    expect(smtp.received.map((received) => received.to)).toEqual([[ADMIN_EMAIL]]);
    expect(mail!.subject).toBe(`[Test] ${draft.subject}`);
    expect(mail!.html).toContain('The children perform at 10 am.');
    expect(mail!.text).toContain('The children perform at 10 am.');
    expect(await t.db.selectFrom('campaigns').selectAll().execute()).toEqual([]);

    // A cap of two: the second test goes, the third waits for tomorrow with a 503 that says so.
    expect((await post(mailPaths.test, draft)).statusCode).toBe(200);
    const third = await post(mailPaths.test, draft);
    expect(third.statusCode).toBe(503);
    expect(third.json().error).toBe(mailDraftTexts.capReached);
    expect(smtp.received).toHaveLength(2);
  });
});
