import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givingPaths } from '#shared/api/giving-fields';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { kn } from '#client/i18n/catalogues/kn.ts';
import { InLanguage } from '#client/testing/language.tsx';
import { renderInRouter } from '#client/testing/render-in-router.tsx';
import { options, pledge } from '../testing/giving-fixtures.ts';
import { GiveMoney } from './give-money.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Issue 28: the donor's mails come in the language of the page the pledge was made on. */
describe('the pledge form in the page’s language', () => {
  it('sends the Kannada page’s language with the pledge', async () => {
    const api = fakeApi({
      [`GET ${givingPaths.options}`]: json(200, options),
      [`POST ${givingPaths.pledges}`]: json(201, pledge),
    });
    const user = userEvent.setup();
    const texts = kn.giving;
    renderInRouter(
      <InLanguage language="kn" texts={kn}>
        <GiveMoney action="sponsor-a-school-kit" />
      </InLanguage>,
    );
    const donor = await screen.findByRole('form', { name: texts.title });
    await user.click(within(donor).getByRole('radio', { name: texts.residence.options.india }));
    await user.type(within(donor).getByLabelText(texts.fields.fullName), 'ಆಶಾ ರಾವ್');
    await user.type(within(donor).getByLabelText(texts.fields.email), 'asha@example.org');
    await user.type(within(donor).getByLabelText(texts.fields.mobile), '98450 12345');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    await vi.waitFor(() => expect(api.sent('POST', givingPaths.pledges)).toHaveLength(1));
    expect(api.sent('POST', givingPaths.pledges)[0]!.body).toMatchObject({
      fullName: 'ಆಶಾ ರಾವ್',
      language: 'kn',
    });
  });

  it('says what is wrong before sending in Kannada, as the server would', async () => {
    fakeApi({ [`GET ${givingPaths.options}`]: json(200, options) });
    const user = userEvent.setup();
    const texts = kn.giving;
    renderInRouter(
      <InLanguage language="kn" texts={kn}>
        <GiveMoney action="sponsor-a-school-kit" />
      </InLanguage>,
    );
    const donor = await screen.findByRole('form', { name: texts.title });
    await user.type(within(donor).getByLabelText(texts.fields.mobile), '12');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(within(donor).getByLabelText(texts.fields.fullName)).toHaveAccessibleDescription(
      texts.checks.nameRequired,
    );
    expect(within(donor).getByLabelText(texts.fields.mobile)).toHaveAccessibleDescription(
      texts.checks.mobileInvalid,
    );
    expect(donor).not.toHaveTextContent('Please enter');
  });
});
