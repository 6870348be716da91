import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from '#client/testing/memory-router.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givingMessages, givingPaths } from '#shared/api/giving-fields';
import { messages } from '#shared/messages';
import { organisation } from '#shared/organisation';
import { fakeApi, json, type Handler } from '#client/admin/testing/fake-api.ts';
import { givingTexts } from '#client/content/giving.ts';
import { options, pledge } from '../testing/giving-fixtures.ts';
import { GiveMoney } from './give-money.tsx';

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
  render(
    <MemoryRouter>
      <GiveMoney action="sponsor-a-school-kit" />
    </MemoryRouter>,
  );
  return { api, user };
}

const form = () => screen.findByRole('form', { name: givingTexts.title });
const amounts = () => screen.getByRole('group', { name: givingTexts.amount.legend });

async function fillDonor(user: ReturnType<typeof userEvent.setup>) {
  const donor = await form();
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
      wantsReceipt: false,
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
    expect(within(donor).queryByRole('textbox', { name: givingTexts.fields.address })).toBeNull();
    await user.click(wants);
    await user.type(within(donor).getByRole('textbox', { name: givingTexts.fields.pan }), 'ABCDE1234F');
    await submit(user);
    const address = within(donor).getByRole('textbox', { name: givingTexts.fields.address });
    expect(address).toHaveAccessibleDescription(givingMessages.addressRequired);
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
});
