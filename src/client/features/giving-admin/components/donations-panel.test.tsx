import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { donationModeLabels, givingMessages, givingPaths, type Donation } from '#shared/api/giving';
import { identityKinds } from '#shared/giving/identity';
import { fakeApi, json, type Handler } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { donation, donationList, preview, receipt, savedSettings } from '../testing/donation-fixtures.ts';
import { DonationsPanel, SEARCH_DELAY_MS } from './donations-panel.tsx';

setupDashboardTest();
beforeEach(() => vi.setSystemTime(new Date('2026-11-25T06:00:00Z')));

const say = givingAdminTexts;
const list = `GET ${givingPaths.donations}`;
const markPreview = `POST ${givingPaths.receivedPreview(7)}`;
const recordPreview = `POST ${givingPaths.recordPreview}`;
const issued80g = say.outcome.issued('80G receipt', '80G/2026-27/0001', true);
const cashSentence =
  'A donation receipt will be issued and mailed to the donor. No 80G receipt: the donor’s cash this financial year would be above ₹2,000, and cash above that is not deductible under section 80G.';
const cashWarning =
  'With this gift the donor has given ₹5,000 in cash this financial year; cash above ₹2,000 in a year gets no 80G receipt.';

function renderDonations(routes: Record<string, Handler | ReturnType<typeof json>> = {}) {
  const api = fakeApi({
    [list]: json(200, donationList([donation()])),
    [markPreview]: json(200, preview()),
    [recordPreview]: json(200, preview()),
    [`GET ${givingPaths.settings}`]: json(200, savedSettings),
    ...routes,
  });
  return { api, ...renderPanel(<DonationsPanel />) };
}

const openMarkReceived = async (user: ReturnType<typeof renderDonations>['user']) => {
  await user.click(await screen.findByRole('button', { name: `${say.donations.markReceived}: GK7K3Q9X` }));
  return screen.getByRole('dialog', { name: say.received.title('GK7K3Q9X') });
};

describe('Donations panel (issue 11, Must have 3)', () => {
  it('lists a pledge with status, amount, reference, UTR, donor with the PAN masked, and date', async () => {
    renderDonations({ [list]: json(200, donationList([donation({ utr: '412345678901' })])) });
    const table = await screen.findByRole('table', { name: say.donations.caption });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '20 Nov 2026',
      'GK7K3Q9X',
      'Asha Raoasha@example.org9876543210PAN XXXXX1234X',
      '₹1,500Sponsor a school kit',
      'Pledged',
      '412345678901',
      say.donations.noReceiptYet,
      `${say.donations.markReceived}${say.donations.correct}${say.donations.cancelPledge}${say.donations.history}`,
    ]);
  });

  it('sends the status, the financial year and the search (once typing pauses) to the server', async () => {
    const { api, user } = renderDonations();
    await screen.findByRole('table');
    expect(api.sent('GET').at(-1)!.url).toBe(`${givingPaths.donations}?year=2026-27`);
    await user.selectOptions(screen.getByLabelText(say.donations.status), 'received');
    await user.selectOptions(screen.getByLabelText(say.donations.year), '2025-26');
    await user.type(screen.getByLabelText(say.donations.search), 'asha');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    await vi.waitFor(() =>
      expect(api.sent('GET').at(-1)!.url).toBe(
        `${givingPaths.donations}?status=received&year=2025-26&q=asha`,
      ),
    );
    // One request per settled search, not one per letter.
    expect(api.sent('GET').filter((request) => request.url.includes('q='))).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText(say.donations.year), '');
    await vi.waitFor(() =>
      expect(api.sent('GET').at(-1)!.url).toBe(`${givingPaths.donations}?status=received&q=asha`),
    );
  });

  it('marks a pledge received by UPI with its UTR and shows the 80G receipt that was issued', async () => {
    const answer = donation({
      status: 'received',
      mode: 'upi',
      utr: '412345678901',
      receivedOn: '2026-11-24',
      receipts: [receipt()],
    });
    const { api, user } = renderDonations({ [`POST ${givingPaths.received(7)}`]: json(200, answer) });
    const dialog = await openMarkReceived(user);
    expect(within(dialog).getByLabelText(say.received.date)).toHaveValue('2026-11-25');
    expect(within(dialog).getByLabelText(say.received.mode)).toHaveDisplayValue(donationModeLabels.upi);
    const date = within(dialog).getByLabelText(say.received.date);
    await user.clear(date);
    await user.type(date, '2026-11-24');
    await user.type(within(dialog).getByLabelText(say.received.utr), '412345678901');
    await user.click(within(dialog).getByRole('button', { name: say.received.save }));
    const outcome = await screen.findByText(issued80g);
    await vi.waitFor(() => expect(outcome).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent('POST', givingPaths.received(7))[0]!.body).toEqual({
      receivedOn: '2026-11-24',
      mode: 'upi',
      utr: '412345678901',
    });
  });

  it('sends the cheque number for a cheque and asks for it when missing', async () => {
    const { api, user } = renderDonations({
      [`POST ${givingPaths.received(7)}`]: json(200, donation({ status: 'received', mode: 'cheque' })),
    });
    const dialog = await openMarkReceived(user);
    await user.selectOptions(within(dialog).getByLabelText(say.received.mode), 'cheque');
    expect(within(dialog).queryByLabelText(say.received.utr)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: say.received.save }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(givingMessages.chequeNumberRequired);
    expect(api.sent('POST', givingPaths.received(7))).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(say.received.chequeNumber), '004512');
    await user.click(within(dialog).getByRole('button', { name: say.received.save }));
    await vi.waitFor(() => expect(api.sent('POST', givingPaths.received(7))).toHaveLength(1));
    expect(api.sent('POST', givingPaths.received(7))[0]!.body).toEqual({
      receivedOn: '2026-11-25',
      mode: 'cheque',
      chequeNumber: '004512',
    });
  });

  it('labels the payment reference for a bank transfer and checks it as one', async () => {
    const { api, user } = renderDonations();
    const dialog = await openMarkReceived(user);
    await user.selectOptions(within(dialog).getByLabelText(say.received.mode), 'bank-transfer');
    expect(within(dialog).queryByLabelText(say.received.utr)).not.toBeInTheDocument();
    const reference = within(dialog).getByLabelText(say.received.bankReference);
    expect(reference).toHaveAccessibleDescription(say.received.bankReferenceHint);
    await user.type(reference, 'N12');
    await user.click(within(dialog).getByRole('button', { name: say.received.save }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(givingMessages.bankReferenceInvalid);
    expect(api.sent('POST', givingPaths.received(7))).toHaveLength(0);
  });

  it('says before the click that cash gets a donation receipt, and the receipt issued after it', async () => {
    const answer = donation({
      amount: 5000,
      status: 'received',
      mode: 'cash',
      receivedOn: '2026-11-25',
      receipts: [receipt({ kind: 'donation', number: 'DR/2026-27/0001' })],
      receiptNote: 'No 80G receipt: cash above ₹2,000.',
    });
    const { api, user } = renderDonations({
      [list]: json(200, donationList([donation({ amount: 5000 })])),
      [markPreview]: ({ body }) =>
        json(
          200,
          (body as { mode: string }).mode === 'cash'
            ? preview({ kind: 'donation', sentence: cashSentence, cashWarning })
            : preview(),
        ),
      [`POST ${givingPaths.received(7)}`]: json(200, answer),
    });
    const dialog = await openMarkReceived(user);
    const status = within(dialog).getByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent(preview().sentence));
    await user.selectOptions(within(dialog).getByLabelText(say.received.mode), 'cash');
    await vi.waitFor(() => expect(status).toHaveTextContent(cashSentence));
    expect(status).toHaveTextContent(cashWarning);
    // Nothing is marked received to find this out.
    expect(api.sent('POST', givingPaths.received(7))).toHaveLength(0);
    expect(api.sent('POST', givingPaths.receivedPreview(7)).at(-1)!.body).toEqual({
      receivedOn: '2026-11-25',
      mode: 'cash',
    });
    await user.click(within(dialog).getByRole('button', { name: say.received.save }));
    expect(
      await screen.findByText(
        `${say.outcome.issued('Donation receipt', 'DR/2026-27/0001', true)} No 80G receipt: cash above ₹2,000.`,
      ),
    ).toHaveAttribute('role', 'status');
    expect(api.sent('POST', givingPaths.received(7))[0]!.body).toEqual({
      receivedOn: '2026-11-25',
      mode: 'cash',
    });
  });

  it('asks for the preview once the fields stop changing, not at every key', async () => {
    const { api, user } = renderDonations();
    const dialog = await openMarkReceived(user);
    await vi.waitFor(() => expect(api.sent('POST', givingPaths.receivedPreview(7))).toHaveLength(1));
    await user.type(within(dialog).getByLabelText(say.received.purpose), 'Books for the library');
    await vi.waitFor(() =>
      expect(api.sent('POST', givingPaths.receivedPreview(7)).at(-1)!.body).toEqual({
        receivedOn: '2026-11-25',
        mode: 'upi',
        purpose: 'Books for the library',
      }),
    );
    expect(api.sent('POST', givingPaths.receivedPreview(7))).toHaveLength(2);
  });

  it('shows the server’s refusal before the click with a required reason field, and sends the reason', async () => {
    const answer = donation({ status: 'received', mode: 'cash', receivedOn: '2026-11-25' });
    const { api, user } = renderDonations({
      [list]: json(200, donationList([donation({ amount: 250_000 })])),
      [markPreview]: ({ body }) =>
        json(
          200,
          (body as { mode: string }).mode === 'cash'
            ? preview({ kind: 'donation', sentence: cashSentence, refusal: givingMessages.cash269st })
            : preview(),
        ),
      [`POST ${givingPaths.received(7)}`]: json(200, answer),
    });
    const dialog = await openMarkReceived(user);
    await vi.waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(preview().sentence));
    expect(within(dialog).queryByLabelText(say.preview.cashReason)).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(say.received.mode), 'cash');
    const reason = await within(dialog).findByLabelText(say.preview.cashReason);
    expect(within(dialog).getByRole('status')).toHaveTextContent(givingMessages.cash269st);
    expect(reason).toBeRequired();
    // The button stays enabled: the server decides.
    expect(within(dialog).getByRole('button', { name: say.received.save })).toBeEnabled();
    await user.type(reason, 'Donation box of the annual function, counted by two trustees');
    await user.click(within(dialog).getByRole('button', { name: say.received.save }));
    await vi.waitFor(() => expect(api.sent('POST', givingPaths.received(7))).toHaveLength(1));
    expect(api.sent('POST', givingPaths.received(7))[0]!.body).toEqual({
      receivedOn: '2026-11-25',
      mode: 'cash',
      cashOverrideReason: 'Donation box of the annual function, counted by two trustees',
    });
  });

  it('offers the reason field when the server refuses a reference already on another donation', async () => {
    let attempts = 0;
    const { api, user } = renderDonations({
      [`POST ${givingPaths.received(7)}`]: () => {
        attempts += 1;
        return attempts === 1
          ? json(400, { error: givingMessages.utrUsed, code: 'BAD_REQUEST' })
          : json(200, donation({ status: 'received', mode: 'upi', utr: '412345678901' }));
      },
    });
    const dialog = await openMarkReceived(user);
    await user.type(within(dialog).getByLabelText(say.received.utr), '412345678901');
    await user.click(within(dialog).getByRole('button', { name: say.received.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(givingMessages.utrUsed);
    await user.type(
      within(dialog).getByLabelText(say.preview.duplicateReason),
      'The donor paid two pledges at once',
    );
    await user.click(within(dialog).getByRole('button', { name: say.received.save }));
    await vi.waitFor(() => expect(api.sent('POST', givingPaths.received(7))).toHaveLength(2));
    expect(api.sent('POST', givingPaths.received(7))[1]!.body).toEqual({
      receivedOn: '2026-11-25',
      mode: 'upi',
      utr: '412345678901',
      duplicateReferenceReason: 'The donor paid two pledges at once',
    });
  });

  it('adds any identity document and an address when the pledge had none', async () => {
    const { api, user } = renderDonations({
      [list]: json(200, donationList([donation({ idCode: null, idMasked: null, donorAddress: null })])),
      [`POST ${givingPaths.received(7)}`]: json(200, donation({ status: 'received' })),
    });
    const dialog = await openMarkReceived(user);
    const kind = within(dialog).getByLabelText(say.received.idCode);
    expect(kind).toHaveAccessibleDescription(say.received.idHint);
    expect(within(kind).getAllByRole('option')).toHaveLength(identityKinds.length + 1);
    await user.selectOptions(kind, 'Aadhaar');
    await user.type(within(dialog).getByLabelText('Aadhaar number'), '2345 6789 0123');
    await user.click(within(dialog).getByRole('button', { name: say.received.save }));
    expect(within(dialog).getByLabelText('Aadhaar number')).toHaveAccessibleDescription(
      `${say.received.idNumberHints.Aadhaar} ${givingMessages.aadhaarChecksum}`,
    );
    await user.selectOptions(kind, 'PAN');
    await user.type(within(dialog).getByLabelText('PAN'), 'abcde1234f');
    await user.type(within(dialog).getByLabelText(say.received.address), '4 Lake View, Pune');
    await user.click(within(dialog).getByRole('button', { name: say.received.save }));
    await vi.waitFor(() => expect(api.sent('POST', givingPaths.received(7))).toHaveLength(1));
    expect(api.sent('POST', givingPaths.received(7))[0]!.body).toEqual({
      receivedOn: '2026-11-25',
      mode: 'upi',
      idCode: 'PAN',
      idNumber: 'ABCDE1234F',
      donorAddress: '4 Lake View, Pune',
    });
  });

  it('cancels a receipt only with a reason, and shows it kept as cancelled', async () => {
    const issued = donation({ status: 'received', mode: 'upi', receipts: [receipt()] });
    const cancelled = {
      ...issued,
      receipts: [receipt({ cancelledAt: '2026-11-25T06:00:00Z', cancelReason: 'Wrong PAN' })],
    };
    let current = issued;
    const { api, user } = renderDonations({
      [list]: () => json(200, donationList([current])),
      [`POST ${givingPaths.cancelReceipt(3)}`]: () => {
        current = cancelled;
        return json(200, cancelled);
      },
    });
    expect(
      await screen.findByRole('link', { name: say.donations.download('80G/2026-27/0001') }),
    ).toHaveAttribute('href', '/api/giving/receipts/3');
    await user.click(screen.getByRole('button', { name: say.donations.cancel('80G/2026-27/0001') }));
    const dialog = screen.getByRole('dialog', { name: say.cancel.title('80G/2026-27/0001') });
    await user.click(within(dialog).getByRole('button', { name: say.cancel.confirm }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(givingMessages.reasonRequired);
    expect(api.sent('POST')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(say.cancel.reason), 'Wrong PAN');
    await user.click(within(dialog).getByRole('button', { name: say.cancel.confirm }));
    expect(await screen.findByText(say.donations.cancelled('Wrong PAN'))).toBeInTheDocument();
    expect(api.sent('POST', givingPaths.cancelReceipt(3))[0]!.body).toEqual({ reason: 'Wrong PAN' });
    expect(
      screen.queryByRole('button', { name: say.donations.cancel('80G/2026-27/0001') }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: say.donations.download('80G/2026-27/0001') }),
    ).toBeInTheDocument();
  });

  it('records a donation that came without a pledge, saying first what will be issued', async () => {
    const { api, user } = renderDonations({
      [`POST ${givingPaths.donations}`]: json(201, donation({ status: 'received', receipts: [receipt()] })),
    });
    await user.click(await screen.findByRole('button', { name: say.donations.recordDonation }));
    const dialog = screen.getByRole('dialog', { name: say.record.title });
    // Nothing to preview until the donor's name and the amount are there.
    expect(within(dialog).getByRole('status')).toHaveTextContent(say.preview.incomplete);
    await user.type(within(dialog).getByLabelText(say.record.fullName), 'Ravi Kumar');
    await user.type(within(dialog).getByLabelText(say.record.amount), '1000');
    await vi.waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(preview().sentence));
    await user.click(within(dialog).getByRole('button', { name: say.record.save }));
    expect(await screen.findByText(issued80g)).toBeInTheDocument();
    const sent = {
      fullName: 'Ravi Kumar',
      amount: 1000,
      action: 'way-to-give-money',
      receivedOn: '2026-11-25',
      mode: 'cash',
    };
    expect(api.sent('POST', givingPaths.recordPreview).at(-1)!.body).toEqual(sent);
    expect(api.sent('POST', givingPaths.donations)[0]!.body).toEqual(sent);
  });

  it('asks the postal address of a gift recorded without an identity document, which keeps it from counting as anonymous', async () => {
    const { api, user } = renderDonations({
      [`POST ${givingPaths.donations}`]: json(201, donation({ status: 'received', receipts: [receipt()] })),
    });
    await user.click(await screen.findByRole('button', { name: say.donations.recordDonation }));
    const dialog = screen.getByRole('dialog', { name: say.record.title });
    await user.type(within(dialog).getByLabelText(say.record.fullName), 'Ravi Kumar');
    await user.type(within(dialog).getByLabelText(say.record.amount), '5000');
    await user.type(within(dialog).getByLabelText(say.received.address), 'Dharwad');
    await user.click(within(dialog).getByRole('button', { name: say.record.save }));
    await vi.waitFor(() => expect(api.sent('POST', givingPaths.donations)).toHaveLength(1));
    expect(api.sent('POST', givingPaths.donations)[0]!.body).toMatchObject({ donorAddress: 'Dharwad' });
  });

  it('records goods given in kind, required then, with the donation type the settings give the action', async () => {
    const { api, user } = renderDonations({
      [`POST ${givingPaths.donations}`]: json(201, donation({ status: 'received', mode: 'in-kind' })),
    });
    await user.click(await screen.findByRole('button', { name: say.donations.recordDonation }));
    const dialog = screen.getByRole('dialog', { name: say.record.title });
    await user.type(within(dialog).getByLabelText(say.record.fullName), 'Ravi Kumar');
    await user.type(within(dialog).getByLabelText(say.record.amount), '4000');
    await user.selectOptions(within(dialog).getByLabelText(say.record.action), 'sponsor-a-child');
    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText(say.received.donationType)).toHaveDisplayValue(
        say.donationTypeLabels['Specific grant'],
      ),
    );
    expect(within(dialog).queryByLabelText(say.received.goods)).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(say.received.mode), 'in-kind');
    const goods = within(dialog).getByLabelText(say.received.goods);
    expect(goods).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: say.record.save }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(givingMessages.goodsRequired);
    expect(api.sent('POST', givingPaths.donations)).toHaveLength(0);
    await user.type(goods, '20 school bags');
    await user.type(within(dialog).getByLabelText(say.received.purpose), 'New term');
    await user.click(within(dialog).getByRole('button', { name: say.record.save }));
    await vi.waitFor(() => expect(api.sent('POST', givingPaths.donations)).toHaveLength(1));
    expect(api.sent('POST', givingPaths.donations)[0]!.body).toEqual({
      fullName: 'Ravi Kumar',
      amount: 4000,
      action: 'sponsor-a-child',
      receivedOn: '2026-11-25',
      mode: 'in-kind',
      goods: '20 school bags',
      purpose: 'New term',
    });
  });

  it('shows each document’s kind in words and the number it replaces', async () => {
    renderDonations({
      [list]: json(
        200,
        donationList([
          donation({
            status: 'received',
            mode: 'in-kind',
            goods: '20 school bags',
            receipts: [
              receipt({ kind: 'donation', number: 'DR/2026-27/0004', cancelledAt: '2026-11-22T06:00:00Z' }),
              receipt({
                id: 4,
                kind: 'acknowledgement',
                number: 'ACK/2026-27/0001',
                replaces: 'DR/2026-27/0004',
              }),
            ],
          }),
        ]),
      ),
    });
    const table = await screen.findByRole('table', { name: say.donations.caption });
    const cell = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[6]!;
    expect(cell).toHaveTextContent('Donation receipt');
    expect(cell).toHaveTextContent('Acknowledgement of a gift in kind');
    expect(cell).toHaveTextContent(say.donations.replaces('DR/2026-27/0004'));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(say.donations.goods('20 school bags'));
  });

  it('draws the totals per month as bars with a text and table alternative', async () => {
    renderDonations({
      [list]: json(
        200,
        donationList(
          [donation()],
          [
            { month: '2026-04', amount: 12_000 },
            { month: '2026-11', amount: 1500 },
          ],
        ),
      ),
    });
    const chart = await screen.findByRole('img', { name: say.chart.summary('₹13,500', 2) });
    expect(chart.querySelectorAll('rect')).toHaveLength(12);
    expect(screen.getByRole('list', { name: say.chart.perYear })).toHaveTextContent('2026-27: ₹13,500');
    const figures = screen.getByRole('table', { name: say.chart.title });
    const rows = within(figures).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('April 2026₹12,000');
    expect(rows[2]).toHaveTextContent('May 2026₹0');
  });

  it('shows how many of all there are, and Show more asks for the next page with the same filters', async () => {
    const many = (from: number, length: number): Donation[] =>
      Array.from({ length }, (_, index) =>
        donation({ id: 1000 - from - index, reference: `GK${String(from + index).padStart(6, '0')}` }),
      );
    const { api, user } = renderDonations({
      [list]: ({ url }) =>
        json(
          200,
          url.includes('offset=50') ? donationList(many(50, 10), [], 60) : donationList(many(0, 50), [], 60),
        ),
    });
    const count = await screen.findByText(say.donations.count(50, 60));
    await user.click(screen.getByRole('button', { name: say.donations.showMore }));
    await vi.waitFor(() => expect(count).toHaveTextContent(say.donations.count(60, 60)));
    expect(api.sent('GET', givingPaths.donations).at(-1)!.url).toBe(
      `${givingPaths.donations}?year=2026-27&offset=50`,
    );
    const table = screen.getByRole('table', { name: say.donations.caption });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 60);
    // The button goes with the last page; the keyboard user continues at the count.
    expect(screen.queryByRole('button', { name: say.donations.showMore })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(count).toHaveFocus());
  });

  it('downloads the Form 10BD CSV of the chosen year and lists each donation it left out and why', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api, user } = renderDonations({
      [`GET ${givingPaths.form10bd('2025-26')}`]: json(200, {
        year: '2025-26',
        csv: 'Sl. No.,Pre Acknowledgement Number\r\n',
        rows: 4,
        leftOut: [
          { reference: 'GK7K3Q9X', donorName: 'Asha Rao', reason: 'A donation receipt was issued: no PAN.' },
          { reference: 'GKD1234567', donorName: 'Ravi Kumar', reason: givingMessages.noLiveReceipt },
        ],
        filing: null,
        changedSinceFiling: [],
        revisedCsv: null,
      }),
    });
    await user.selectOptions(await screen.findByLabelText(say.form10bd.year), '2025-26');
    await user.click(screen.getByRole('button', { name: say.form10bd.download }));
    expect(await screen.findByText(/4 rows for 2025-26 downloaded/)).toHaveTextContent(
      say.form10bd.leftOut(2),
    );
    const leftOut = screen.getByRole('list', { name: say.form10bd.leftOutList });
    expect(
      within(leftOut)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'GK7K3Q9X, Asha Rao: A donation receipt was issued: no PAN.',
      `GKD1234567, Ravi Kumar: ${givingMessages.noLiveReceipt}`,
    ]);
    expect(api.sent('GET', givingPaths.form10bd('2025-26'))).toHaveLength(1);
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledOnce();
  });

  it('issue 23, must have 12: downloads every donation of a date range for the books', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api, user } = renderDonations({
      [`GET ${givingPaths.ledger}`]: json(200, {
        from: '2026-04-01',
        to: '2026-06-30',
        rows: 12,
        csv: 'Reference\r\n',
      }),
    });
    // A date field is set as a browser's date picker sets it.
    fireEvent.change(await screen.findByLabelText(say.ledger.from), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText(say.ledger.to), { target: { value: '2026-06-30' } });
    await user.click(screen.getByRole('button', { name: say.ledger.download }));
    expect(await screen.findByText(say.ledger.rows(12))).toHaveAttribute('role', 'status');
    expect(api.sent('GET', givingPaths.ledger).map((request) => request.url)).toEqual([
      `${givingPaths.ledger}?from=2026-04-01&to=2026-06-30`,
    ]);
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledOnce();
  });

  it('issue 23, must have 5: shows the year’s anonymous gifts against the section 115BBC threshold', async () => {
    renderDonations({
      [list]: json(200, donationList([donation()], [], 1, { amount: 130_000, threshold: 100_000 })),
    });
    expect(
      await screen.findByText(givingAdminTexts.anonymous('₹1,30,000', '₹1,00,000', true)),
    ).toBeInTheDocument();
  });

  it('issue 23, must have 6: records the year’s statement as filed, then lists what changed since', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const statement = {
      year: '2025-26',
      csv: 'Sl. No.\r\n',
      rows: 4,
      leftOut: [],
      filing: null,
      changedSinceFiling: [],
      revisedCsv: null,
    };
    const { api, user } = renderDonations({
      [`GET ${givingPaths.form10bd('2025-26')}`]: json(200, statement),
      [`POST ${givingPaths.form10bdFiled('2025-26')}`]: json(200, {
        ...statement,
        filing: { filedOn: '2026-05-12', acknowledgement: '987654321098765', filedBy: 'admin@example.org' },
        changedSinceFiling: [
          {
            donorName: 'Asha Rao',
            identity: 'PAN XXXXX1234X',
            donationType: 'Others',
            mode: 'Cash',
            filedAmount: 1500,
            amountNow: 1600,
          },
        ],
        revisedCsv: 'Sl. No.\r\n1\r\n',
      }),
    });
    await user.selectOptions(await screen.findByLabelText(say.form10bd.year), '2025-26');
    await user.click(screen.getByRole('button', { name: say.form10bd.download }));
    expect(await screen.findByText(say.form10bd.notFiled('2025-26'))).toBeInTheDocument();
    const filing = screen.getByRole('form', { name: say.form10bd.markFiledTitle });
    fireEvent.change(within(filing).getByLabelText(say.form10bd.filedOn), {
      target: { value: '2026-05-12' },
    });
    await user.type(within(filing).getByLabelText(say.form10bd.acknowledgement), '987654321098765');
    const listsBefore = api.sent('GET', givingPaths.donations).length;
    await user.click(within(filing).getByRole('button', { name: say.form10bd.markFiled }));
    expect(
      await screen.findByText(say.form10bd.filed('2025-26', '12 May 2026', '987654321098765')),
    ).toHaveAttribute('role', 'status');
    // The donations are read again, so each of the year's rows says at once that its statement is filed.
    await waitFor(() => expect(api.sent('GET', givingPaths.donations).length).toBeGreaterThan(listsBefore));
    expect(api.sent('POST', givingPaths.form10bdFiled('2025-26'))[0]!.body).toEqual({
      filedOn: '2026-05-12',
      acknowledgement: '987654321098765',
    });
    const changes = screen.getByRole('list', { name: say.form10bd.changesList });
    expect(within(changes).getByRole('listitem')).toHaveTextContent(
      say.form10bd.change('Asha Rao', 'PAN XXXXX1234X', '₹1,500', '₹1,600'),
    );
    // The revised statement's rows download as their own file, with how to complete them for the portal.
    expect(screen.getByText(say.form10bd.revisedHint)).toBeInTheDocument();
    const clicks = vi.mocked(URL.createObjectURL).mock.calls.length;
    await user.click(screen.getByRole('button', { name: say.form10bd.downloadRevised }));
    expect(vi.mocked(URL.createObjectURL).mock.calls.length).toBe(clicks + 1);
  });

  it('shows a load failure inside the panel with Try again', async () => {
    renderDonations({ [list]: json(500, {}) });
    expect(await screen.findByRole('alert')).toHaveTextContent(say.donations.loadFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
