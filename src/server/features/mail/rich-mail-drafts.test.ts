import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailPaths, type MailPreview } from '#shared/api/mail';
import { messages } from '#shared/messages';
import { ADMIN_EMAIL, SITE, createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import { startTestSmtp, type TestSmtp } from './testing/smtp-test-server.ts';
import { seedSubscribers } from './testing/mail-test-helpers.ts';

const draft = {
  subject: 'Annual Day on 14 December',
  format: 'html',
  message: [
    '<h2>Annual Day</h2>',
    '<p>The children perform at <strong>10 am</strong>.</p>',
    '<ul><li><p>Bring a water bottle</p></li></ul>',
    '<p>See <a href="https://example.org/annual">the programme</a>.</p>',
  ].join(''),
} as const;

/** Issue 25, must have 6: a mail written in the rich-text editor goes out as HTML with a plain-text part. */
describe.each(testEngines)('a rich-text mail on %s', (engine) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(engine, { SMTP_URL: smtp.url }, { startMailWorker: false });
    cookie = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie } });

  it('arrives as a test at the real SMTP server with an HTML part and a plain-text part of the same document', async () => {
    const response = await post(mailPaths.test, draft);
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await smtp.parsed();
    expect(smtp.received.map((received) => received.to)).toEqual([[ADMIN_EMAIL]]);
    // The HTML part: the heading, the list item and the link, styled inline inside the table frame.
    expect(mail!.html).toMatch(/<h2 style="[^"]+">Annual Day<\/h2>/);
    expect(mail!.html).toMatch(/<li style="[^"]+"><p style="[^"]+">Bring a water bottle<\/p><\/li>/);
    expect(mail!.html).toMatch(
      /<a href="https:\/\/example.org\/annual" style="[^"]+"[^>]*>the programme<\/a>/,
    );
    expect(mail!.html).toMatch(/<table[^>]*role="presentation"/);
    // The plain-text part from the same document, never the markup.
    expect(mail!.text).toContain('Annual Day\n==========');
    expect(mail!.text).toContain('- Bring a water bottle');
    expect(mail!.text).toContain('the programme (https://example.org/annual)');
    expect(mail!.text).not.toMatch(/<[a-z]/i);
  });

  it('previews exactly what is sent, and draws a message without a format as the spec’s plain text', async () => {
    const rich = (await post(mailPaths.preview, draft)).json<MailPreview>();
    expect(rich.html).toMatch(/<h2 style="[^"]+">Annual Day<\/h2>/);
    expect(rich.text).toContain('- Bring a water bottle');
    const plain = (
      await post(mailPaths.preview, { subject: 's', message: '<h2>Not a heading</h2>' })
    ).json<MailPreview>();
    expect(plain.html).toContain('&lt;h2&gt;Not a heading&lt;/h2&gt;');
  });

  it('cleans a script and an onclick out of the mail before it is stored and sent', async () => {
    await seedSubscribers(t.db, [{ email: 'reader@example.org' }]);
    const response = await post(mailPaths.send, {
      recipientType: 'all',
      subject: 'Clean',
      format: 'html',
      message:
        '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:alert(1)">there</a></p><img src="/uploads/stage.webp" alt="Stage">',
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await t.db
      .selectFrom('campaigns')
      .select(['message', 'message_format'])
      .where('subject', '=', 'Clean')
      .executeTakeFirstOrThrow();
    expect(stored.message_format).toBe('html');
    expect(stored.message).not.toMatch(/script|onclick|javascript:/);
    expect(stored.message).toContain('Hello');
    const preview = (
      await post(mailPaths.preview, { subject: 'x', format: 'html', message: stored.message })
    ).json<MailPreview>();
    // A picture from the library is addressed on this site, as a mail program needs it.
    expect(preview.html).toContain(`<img src="${SITE}/uploads/stage.webp" alt="Stage"`);
  });

  it('refuses a rich message with nothing to read as an empty one (400)', async () => {
    for (const url of [mailPaths.preview, mailPaths.test, mailPaths.send]) {
      const response = await post(url, {
        recipientType: 'all',
        subject: 'Empty',
        format: 'html',
        message: '<p></p><p> </p>',
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toBe(messages.mail.subjectAndMessageRequired);
    }
  });
});
