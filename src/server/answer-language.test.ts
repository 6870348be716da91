import { describe, expect, it } from 'vitest';
import { dataRequestPaths } from '#shared/api/data-request-fields';
import { givingPaths } from '#shared/api/giving-fields';
import { contactReceivedMessage, inboxPaths } from '#shared/api/inbox-fields';
import { subscriptionPaths } from '#shared/api/subscription-paths';
import { mailCatalogues } from '#shared/server-words/index';
import { messages } from '#shared/messages';
import { SITE, testEngines, withTestApp } from '#server/testing/helpers';
import { openGiving } from './features/giving/testing/giving-fixtures.ts';

const { kn, hi, mr } = mailCatalogues;

/**
 * Issue 28: a visitor who sends a public form from a Kannada, Hindi or Marathi page reads the server's
 * answer (sent, a field's refusal, too many requests) in that language; from an English page, as before.
 */
describe.each(testEngines)('the public forms answer in the page’s language on %s (issue 28)', (engine) => {
  const t = withTestApp(engine, {
    FORM_RATE_LIMIT_PER_MINUTE: '100',
    SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '100',
  });

  const send = (url: string, payload: object, from?: string, address = '10.28.0.1') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: address,
      headers: { origin: SITE, ...(from ? { referer: `${SITE}${from}` } : {}) },
    });

  it('thanks a contact message sent from /kn/contact-us in Kannada, and refuses a missing name in Kannada', async () => {
    const sent = await send(inboxPaths.contact, { name: 'ಆಶಾ', message: 'ನಮಸ್ಕಾರ' }, '/kn/contact-us');
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe(kn.answers.contactReceived);
    const refused = await send(inboxPaths.contact, { name: ' ' }, '/kn/contact-us');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: kn.answers.nameRequired, field: 'name' });
    // A message over its limit: the limit in the page's words.
    const long = await send(inboxPaths.contact, { name: 'ಆಶಾ', message: 'ಅ'.repeat(5001) }, '/kn/contact-us');
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatch(/^ಗರಿಷ್ಠ [0-9]+ ಅಕ್ಷರಗಳು\.$/);
  });

  it('answers the English page exactly as before', async () => {
    const sent = await send(inboxPaths.contact, { name: 'Asha' }, '/contact-us');
    expect(sent.json().message).toBe(contactReceivedMessage);
    const refused = await send(inboxPaths.contact, { name: '' });
    expect(refused.json().error).toBe(messages.forms.nameRequired);
  });

  it('answers the Expression of Interest form of a Marathi page in Marathi', async () => {
    const sent = await send(inboxPaths.interest, { fullName: 'सुनीता' }, '/mr/get-involved');
    expect(sent.json().message).toBe(mr.answers.interestReceived);
    const refused = await send(
      inboxPaths.interest,
      { fullName: 'सुनीता', email: 'not-an-address' },
      '/mr/get-involved',
    );
    expect(refused.json().error).toBe(mr.answers.invalidEmail);
  });

  it('answers the “your data” request of a Hindi page in Hindi', async () => {
    const refused = await send(dataRequestPaths.ask, { email: 'asha@example.org' }, '/hi/your-data');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(hi.answers.kindRequired);
    const sent = await send(
      dataRequestPaths.ask,
      { email: 'asha@example.org', kind: 'see' },
      '/hi/your-data',
    );
    expect(sent.json().message).toBe(hi.answers.dataRequestReceived);
  });

  it('follows the language a form names over the page it came from', async () => {
    const refused = await send(
      subscriptionPaths.add,
      { email: 'x', role: 'parent', language: 'hi' },
      '/kn/subscribe',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(hi.answers.subscriptionInvalid);
  });

  it('refuses a pledge’s field in the donor’s language, its amount and a larger gift’s address too', async () => {
    await openGiving(t.app, t.cookie);
    const pledge = {
      action: 'sponsor-a-child',
      amount: 0,
      fullName: 'ಮೀರಾ',
      email: 'meera@example.org',
      mobile: '9845012345',
      residence: 'india',
      language: 'kn',
    };
    const noAmount = await send(givingPaths.pledges, pledge, '/kn/donate');
    expect(noAmount.json().error).toBe(kn.answers.amountInvalid);
    const large = await send(givingPaths.pledges, { ...pledge, amount: 50_000 }, '/kn/donate');
    expect(large.statusCode).toBe(400);
    expect(large.json().error).toBe(kn.answers.addressRequiredAbove('10,000'));
  });

  it('says "too many requests" in the page’s language, before the form is even read', async () => {
    let last = await send(inboxPaths.contact, { name: 'ಆಶಾ' }, '/kn/contact-us', '10.28.9.9');
    for (let attempt = 0; attempt < 120 && last.statusCode !== 429; attempt += 1)
      last = await send(inboxPaths.contact, { name: 'ಆಶಾ' }, '/kn/contact-us', '10.28.9.9');
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toBe(kn.answers.tooMany);
  });
});
