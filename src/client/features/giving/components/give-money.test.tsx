import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressRequiredFrom, givingMessages, givingPaths } from '#shared/api/giving-fields';
import { messages } from '#shared/messages';
import { organisation } from '#shared/organisation';
import { fakeApi, json, type Handler } from '#client/admin/testing/fake-api.ts';
import { givingTexts } from '#client/texts/giving.ts';
import { options, pledge } from '../testing/giving-fixtures.ts';
import { GiveMoney } from './give-money.tsx';
import { renderInRouter } from '#client/testing/render-in-router.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderGiving(routes: Record<string, Handler | ReturnType<typeof json>> = {}) {
  const api = fakeApi({
    [`GET ${givingPaths.options}`]: json(200, options),
    [`POST ${givingPaths.pledges}`]: json(201, pledge),
    ...routes,
  });
  const user = userEvent.setup();
  renderInRouter(<GiveMoney action="sponsor-a-school-kit" />);
  return { api, user };
}

const form = () => screen.findByRole('form', { name: givingTexts.title });
const amounts = () => screen.getByRole('group', { name: givingTexts.amount.legend });

async function fillDonor(
  user: ReturnType<typeof userEvent.setup>,
  residence: keyof typeof givingTexts.residence.options = 'india',
) {
  const donor = await form();
  await user.click(within(donor).getByRole('radio', { name: givingTexts.residence.options[residence] }));
  await user.type(within(donor).getByLabelText(givingTexts.fields.fullName), 'Asha Rao');
  await user.type(within(donor).getByLabelText(givingTexts.fields.email), 'asha@example.org');
  await user.type(within(donor).getByLabelText(givingTexts.fields.mobile), '98450 12345');
  return donor;
}

const submit = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: givingTexts.submit }));

describe('giving issue, /donate gives: amounts, donor form and 80G part', () => {
  it('offers the suggested amounts of the action as choices, the first chosen, and sends the one chosen', async () => {
    const { api, user } = renderGiving();
    await fillDonor(user);
    const choices = within(amounts()).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      '₹1,500',
      '₹3,000',
      givingTexts.amount.other,
    ]);
    expect(within(amounts()).getByRole('radio', { name: '₹1,500' })).toBeChecked();
    await user.click(within(amounts()).getByRole('radio', { name: '₹3,000' }));
    await submit(user);
    await screen.findByText(givingMessages.pledgeRecorded);
    expect(api.sent('POST', givingPaths.pledges)[0]!.body).toEqual({
      action: 'sponsor-a-school-kit',
      amount: 3000,
      fullName: 'Asha Rao',
      email: 'asha@example.org',
      mobile: '98450 12345',
      residence: 'india',
      wantsReceipt: false,
      address: '',
      website: '',
    });
  });

  it('takes a free amount in whole rupees, Indian grouping allowed, and refuses one out of range', async () => {
    const { api, user } = renderGiving();
    await fillDonor(user);
    await user.click(within(amounts()).getByRole('radio', { name: givingTexts.amount.other }));
    const free = screen.getByRole('textbox', { name: givingTexts.amount.otherLabel });
    await user.type(free, '10,00,001');
    await submit(user);
    expect(free).toHaveAccessibleDescription(`${givingTexts.amount.hint} ${givingMessages.amountInvalid}`);
    expect(free).toHaveFocus();
    expect(api.sent('POST')).toEqual([]);

    await user.clear(free);
    await user.type(free, '2,500');
    await submit(user);
    await screen.findByText(givingMessages.pledgeRecorded);
    expect(api.sent('POST', givingPaths.pledges)[0]!.body).toMatchObject({ amount: 2500 });
  });

  it('upper-cases the PAN as typed and names its format when it is wrong', async () => {
    const { api, user } = renderGiving();
    const donor = await fillDonor(user);
    await user.click(within(donor).getByRole('checkbox', { name: givingTexts.fields.wantsReceipt }));
    const pan = within(donor).getByRole('textbox', { name: givingTexts.fields.pan });
    await user.type(pan, 'abcde1234');
    expect(pan).toHaveValue('ABCDE1234');
    await user.type(
      within(donor).getByRole('textbox', { name: givingTexts.fields.address }),
      '12 Vidya Marg',
    );
    await submit(user);
    expect(pan).toHaveAttribute('aria-invalid', 'true');
    expect(pan).toHaveAccessibleDescription(`${givingTexts.fields.panHint} ${givingMessages.panInvalid}`);
    expect(pan).toHaveFocus();
    expect(api.sent('POST')).toEqual([]);

    await user.type(pan, 'f');
    expect(pan).toHaveValue('ABCDE1234F');
    await submit(user);
    await screen.findByText(givingMessages.pledgeRecorded);
    expect(api.sent('POST', givingPaths.pledges)[0]!.body).toMatchObject({
      wantsReceipt: true,
      pan: 'ABCDE1234F',
      address: '12 Vidya Marg',
    });
  });

  it('requires the postal address when an 80G receipt is wanted, and only then', async () => {
    const { api, user } = renderGiving();
    const donor = await fillDonor(user);
    const wants = within(donor).getByRole('checkbox', { name: givingTexts.fields.wantsReceipt });
    const address = within(donor).getByRole('textbox', { name: givingTexts.fields.address });
    await user.click(wants);
    await user.type(within(donor).getByRole('textbox', { name: givingTexts.fields.pan }), 'ABCDE1234F');
    await submit(user);
    expect(address).toHaveAccessibleDescription(
      `${givingTexts.fields.addressHint(options.addressRequiredAbove)} ${givingMessages.addressRequired}`,
    );
    expect(address).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(givingTexts.checkFields);
    expect(api.sent('POST')).toEqual([]);
  });

  it('shows the server’s message when it refuses the pledge, rate limit included, and keeps what was typed', async () => {
    const { user } = renderGiving({
      [`POST ${givingPaths.pledges}`]: json(429, {
        error: messages.common.tooMany,
        code: 'too_many_requests',
      }),
    });
    await fillDonor(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.common.tooMany);
    expect(screen.getByLabelText(givingTexts.fields.fullName)).toHaveValue('Asha Rao');
    expect(screen.getByRole('button', { name: givingTexts.submit })).toBeEnabled();
  });
});

describe('giving issue, /donate gives: after pledging, how to pay it', () => {
  async function pledged() {
    const setup = renderGiving({
      [`POST ${givingPaths.utr(pledge.reference)}`]: (request) =>
        json(200, { ...pledge, utr: (request.body as { utr: string }).utr }),
    });
    await fillDonor(setup.user);
    await submit(setup.user);
    expect(await screen.findByText(givingMessages.pledgeRecorded)).toHaveFocus();
    return setup;
  }

  it('shows the reference, the UPI link, the labelled QR code and the bank details with the reference to quote', async () => {
    await pledged();
    expect(screen.getAllByText(pledge.reference).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: givingTexts.payment.payWithUpi })).toHaveAttribute(
      'href',
      pledge.upiUri,
    );
    expect(screen.getByRole('img', { name: /QR code to pay ₹1,500/ })).toBeInTheDocument();
    const bank = screen.getByRole('region', { name: givingTexts.payment.bankTitle });
    for (const value of ['Gurukul Trust', '123456789012', 'SBIN0001234', 'Basavanagudi', pledge.reference])
      expect(within(bank).getByText(value)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: givingTexts.title })).toBeNull();
    expect(screen.getByText(givingTexts.utr.laterNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: givingTexts.utr.pledgeLink })).toHaveAttribute(
      'href',
      pledge.link,
    );
  });

  it('copies a bank detail by keyboard and announces "Copied"', async () => {
    const { user } = await pledged();
    const bank = screen.getByRole('region', { name: givingTexts.payment.bankTitle });
    const copy = within(bank).getByRole('button', { name: `Copy ${givingTexts.payment.ifsc}` });
    copy.focus();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe('SBIN0001234');
    expect(within(copy.parentElement!).getByRole('status')).toHaveTextContent(givingTexts.payment.copied);
  });

  it('takes the UTR only as 12 digits, then sends it with the pledge’s signed token', async () => {
    const { api, user } = await pledged();
    const utr = screen.getByRole('textbox', { name: givingTexts.utr.label });
    const send = screen.getByRole('button', { name: givingTexts.utr.submit });
    for (const wrong of ['12345678901', '1234567890123', '12345678901A']) {
      await user.clear(utr);
      await user.type(utr, wrong);
      await user.click(send);
      expect(utr).toHaveAccessibleDescription(`${givingTexts.utr.hint} ${givingMessages.utrInvalid}`);
    }
    expect(api.sent('POST', givingPaths.utr(pledge.reference))).toEqual([]);

    await user.clear(utr);
    await user.type(utr, '4123 5678 9012');
    await user.click(send);
    expect(await screen.findByText(givingMessages.utrRecorded)).toHaveAttribute('role', 'status');
    const [sent] = api.sent('POST', givingPaths.utr(pledge.reference));
    expect(sent).toMatchObject({
      url: `${givingPaths.utr(pledge.reference)}?token=signed-token`,
      body: { utr: '412356789012' },
    });
    expect(screen.getByText('412356789012')).toBeInTheDocument();
  });
});

describe('giving issue, /donate until a UPI ID is set', () => {
  it('says online giving is not yet available and shows the contact details instead of the form', async () => {
    renderGiving({ [`GET ${givingPaths.options}`]: json(200, { ...options, open: false }) });
    expect(await screen.findByText(givingMessages.notOpen)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: givingTexts.closedTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: organisation.email })).toHaveAttribute(
      'href',
      `mailto:${organisation.email}`,
    );
    expect(screen.getByRole('link', { name: organisation.phones[0] })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says so inside the page when the options cannot be loaded, and Try again asks once more', async () => {
    let calls = 0;
    const { user } = renderGiving({
      [`GET ${givingPaths.options}`]: () =>
        ++calls === 1 ? json(500, { error: 'Something went wrong.', code: 'internal' }) : json(200, options),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(givingTexts.loadFailed);
    await user.click(screen.getByRole('button', { name: givingTexts.tryAgain }));
    expect(await form()).toBeInTheDocument();
  });

  it('issue 23, must have 3: asks every donor about citizenship before sending anything', async () => {
    const { api, user } = renderGiving();
    const donor = await form();
    await user.type(within(donor).getByLabelText(givingTexts.fields.fullName), 'Asha Rao');
    await user.type(within(donor).getByLabelText(givingTexts.fields.email), 'asha@example.org');
    await user.type(within(donor).getByLabelText(givingTexts.fields.mobile), '98450 12345');
    await submit(user);
    const question = within(donor).getByRole('group', { name: givingTexts.residence.legend });
    expect(question).toHaveAccessibleDescription(givingMessages.residenceRequired);
    expect(within(question).getByRole('radio', { name: givingTexts.residence.options.india })).toHaveFocus();
    expect(api.sent('POST')).toEqual([]);
  });

  it('issue 23, must have 3: tells a foreign national plainly that the gift cannot be taken online, or shows the FCRA account', async () => {
    const { user } = renderGiving();
    const donor = await form();
    await user.click(within(donor).getByRole('radio', { name: givingTexts.residence.options.foreign }));
    expect(within(donor).getByRole('status')).toHaveTextContent(givingMessages.foreignNotAccepted);
    expect(within(donor).queryByRole('button', { name: givingTexts.submit })).toBeNull();
    expect(within(donor).queryByLabelText(givingTexts.fields.fullName)).toBeNull();
    cleanup();

    const withFcra = renderGiving({
      [`GET ${givingPaths.options}`]: json(200, {
        ...options,
        fcraAccount: {
          accountName: 'Gurukul Trust FC',
          accountNumber: '40012345678',
          ifsc: 'SBIN0000691',
          branch: 'New Delhi Main Branch',
        },
      }),
    });
    const fcraDonor = await form();
    await withFcra.user.click(
      within(fcraDonor).getByRole('radio', { name: givingTexts.residence.options.foreign }),
    );
    const notice = within(fcraDonor).getByRole('status');
    expect(notice).toHaveTextContent(givingTexts.residence.fcraIntro);
    expect(notice).toHaveTextContent('40012345678');
    expect(notice).toHaveTextContent('New Delhi Main Branch');
  });

  it('issue 23, must have 3: an Indian citizen abroad gives with an international mobile number and a foreign address', async () => {
    const { api, user } = renderGiving();
    const donor = await form();
    await user.click(within(donor).getByRole('radio', { name: givingTexts.residence.options.abroad }));
    await user.type(within(donor).getByLabelText(givingTexts.fields.fullName), 'Asha Rao');
    await user.type(within(donor).getByLabelText(givingTexts.fields.email), 'asha@example.org');
    const mobile = within(donor).getByLabelText(givingTexts.fields.mobile);
    expect(mobile).toHaveAccessibleDescription(givingTexts.fields.mobileAbroadHint);
    await user.type(mobile, '+44 7700 900123');
    await user.type(
      within(donor).getByLabelText(givingTexts.fields.address),
      '221B Baker Street{Enter}London',
    );
    await submit(user);
    await screen.findByText(givingMessages.pledgeRecorded);
    expect(api.sent('POST', givingPaths.pledges)[0]!.body).toMatchObject({
      residence: 'abroad',
      mobile: '+44 7700 900123',
      address: '221B Baker Street\nLondon',
    });
  });

  it('issue 23, must have 5: asks for the address above the amount the settings name', async () => {
    const { api, user } = renderGiving();
    const donor = await fillDonor(user);
    await user.click(within(amounts()).getByRole('radio', { name: givingTexts.amount.other }));
    await user.type(screen.getByRole('textbox', { name: givingTexts.amount.otherLabel }), '25,000');
    await submit(user);
    const address = within(donor).getByLabelText(givingTexts.fields.address);
    expect(address).toHaveAccessibleDescription(
      `${givingTexts.fields.addressHint(10_000)} ${addressRequiredFrom(10_000)}`,
    );
    expect(api.sent('POST')).toEqual([]);
  });
});
