import { describe, expect, it } from 'vitest';
import { isMessageAnswer } from '#shared/api/guards';
import { isAddSubscriptionAnswer } from '#shared/api/subscription-guards';
import { catalogues } from '#client/i18n/catalogues/index.ts';
import { keptAnswer, type KeptTexts } from './kept-forms.ts';

const texts = Object.fromEntries(
  Object.entries(catalogues).map(([language, catalogue]) => [language, catalogue.app.kept]),
) as KeptTexts;

/** Issue 29: a form sent offline is answered at once, in the page's language, saying when it will be sent. */
describe('the answer to a form kept offline', () => {
  it('says it is kept until the connection returns, where Background Sync sends it', async () => {
    const answer = keptAnswer('http://localhost:3000/contact-us', texts, 'online');
    expect(answer.status).toBe(202);
    const body: unknown = await answer.json();
    expect(body).toMatchObject({ message: catalogues.en.app.kept.online, kept: 'online' });
    // Every public form reads it as its outcome: the contact and interest forms and the subscribe box.
    expect(isMessageAnswer(body)).toBe(true);
    expect(isAddSubscriptionAnswer(body)).toBe(true);
  });

  it('says it is kept until the next visit where the browser has no Background Sync', async () => {
    const body = (await keptAnswer('http://localhost:3000/', texts, 'next-visit').json()) as {
      message: string;
    };
    expect(body.message).toBe(catalogues.en.app.kept['next-visit']);
  });

  it('speaks the language of the page the form was on', async () => {
    const body = (await keptAnswer('http://localhost:3000/kn/contact-us', texts, 'online').json()) as {
      message: string;
    };
    expect(body.message).toBe(catalogues.kn.app.kept.online);
    const none = (await keptAnswer('', texts, 'online').json()) as { message: string };
    expect(none.message).toBe(catalogues.en.app.kept.online);
  });
});
