import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { donationModeLabels, givingMessages, givingPaths } from '#shared/api/giving';
import { fakeApi, json, type Handler } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { donation, donationList, receipt } from '../testing/donation-fixtures.ts';
import { DonationsPanel, SEARCH_DELAY_MS } from './donations-panel.tsx';

setupDashboardTest();
beforeEach(() => vi.setSystemTime(new Date('2026-11-25T06:00:00Z')));

const say = givingAdminTexts;
const list = `GET ${givingPaths.donations}`;

function renderDonations(routes: Record<string, Handler | ReturnType<typeof json>> = {}) {
  const api = fakeApi({ [list]: json(200, donationList([donation()])), ...routes });
  return { api, ...renderPanel(<DonationsPanel />) };
}

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
      say.donations.markReceived,
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
    await user.click(await screen.findByRole('button', { name: `${say.donations.markReceived}: GK7K3Q9X` }));
    const dialog = screen.getByRole('dialog', { name: say.received.title('GK7K3Q9X') });
    expect(within(dialog).getByLabelText(say.received.date)).toHaveValue('2026-11-25');
    expect(within(dialog).getByLabelText(say.received.mode)).toHaveDisplayValue(donationModeLabels.upi);
    const date = within(dialog).getByLabelText(say.received.date);
    await user.clear(date);
    await user.type(date, '2026-11-24');
    await user.type(within(dialog).getByLabelText(say.received.utr), '412345678901');
    await user.click(within(dialog).getByRole('button', { name: say.received.save }));
    const outcome = await screen.findByText(say.outcome.issued('80G/2026-27/0001'));
    await vi.waitFor(() => expect(outcome).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent('POST')[0]!.body).toEqual({ receivedOn: '2026-11-24', mode: 'upi', utr: '412345678901' });
  });

  it('sends the cheque number for a cheque and asks for it when missing', async () => {
    const { api, user } = renderDonations({
      [`POST ${givingPaths.received(7)}`]: json(200, donation({ status: 'received', mode: 'cheque' })),
    });
    await user.click(await screen.findByRole('button', { name: `${say.donations.markReceived}: GK7K3Q9X` }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(say.received.mode), 'cheque');
    expect(within(dialog).queryByLabelText(say.received.utr)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: say.received.save }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(givingMessages.chequeNumberRequired);
    expect(api.sent('POST')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(say.received.chequeNumber), '004512');
    await user.click(within(dialog).getByRole('button', { name: say.received.save }));
    await vi.waitFor(() => expect(api.sent('POST')).toHaveLength(1));
    expect(api.sent('POST')[0]!.body).toEqual({
      receivedOn: '2026-11-25',
      mode: 'cheque',
      chequeNumber: '004512',
    });
  });

  it('explains that cash above ₹2,000 gets no 80G receipt', async () => {
    const answer = donation({
      amount: 5000,
      status: 'received',
      mode: 'cash',
      receivedOn: '2026-11-25',
      receiptNote: givingMessages.cashNotEligible,
    });
    const { api, user } = renderDonations({
      [list]: json(200, donationList([donation({ amount: 5000 })])),
      [`POST ${givingPaths.received(7)}`]: json(200, answer),
    });
    await user.click(await screen.findByRole('button', { name: `${say.donations.markReceived}: GK7K3Q9X` }));
    await user.selectOptions(screen.getByLabelText(say.received.mode), 'cash');
    await user.click(screen.getByRole('button', { name: say.received.save }));
    expect(await screen.findByText(givingMessages.cashNotEligible)).toHaveAttribute('role', 'status');
    expect(api.sent('POST')[0]!.body).toEqual({ receivedOn: '2026-11-25', mode: 'cash' });
  });

  it('adds a PAN and address for the receipt when the pledge had none', async () => {
    const { api, user } = renderDonations({
      [list]: json(200, donationList([donation({ idCode: null, idMasked: null, donorAddress: null })])),
      [`POST ${givingPaths.received(7)}`]: json(200, donation({ status: 'received' })),
    });
    await user.click(await screen.findByRole('button', { name: `${say.donations.markReceived}: GK7K3Q9X` }));
    await user.selectOptions(screen.getByLabelText(say.received.idCode), 'PAN');
    await user.type(screen.getByLabelText(say.received.idNumber), 'abcde1234f');
    await user.click(screen.getByRole('button', { name: say.received.save }));
    expect(screen.getByLabelText(say.received.address)).toHaveAccessibleDescription(
      givingMessages.addressRequired,
    );
    await user.type(screen.getByLabelText(say.received.address), '4 Lake View, Pune');
    await user.click(screen.getByRole('button', { name: say.received.save }));
    await vi.waitFor(() => expect(api.sent('POST')).toHaveLength(1));
    expect(api.sent('POST')[0]!.body).toEqual({
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
    expect(api.sent('POST')[0]!.body).toEqual({ reason: 'Wrong PAN' });
    expect(
      screen.queryByRole('button', { name: say.donations.cancel('80G/2026-27/0001') }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: say.donations.download('80G/2026-27/0001') }),
    ).toBeInTheDocument();
  });

  it('records a donation that came without a pledge', async () => {
    const { api, user } = renderDonations({
      [`POST ${givingPaths.donations}`]: json(201, donation({ status: 'received', receipts: [receipt()] })),
    });
    await user.click(await screen.findByRole('button', { name: say.donations.recordDonation }));
    const dialog = screen.getByRole('dialog', { name: say.record.title });
    await user.type(within(dialog).getByLabelText(say.record.fullName), 'Ravi Kumar');
    await user.type(within(dialog).getByLabelText(say.record.amount), '1000');
    await user.click(within(dialog).getByRole('button', { name: say.record.save }));
    expect(await screen.findByText(say.outcome.issued('80G/2026-27/0001'))).toBeInTheDocument();
    expect(api.sent('POST')[0]!.body).toEqual({
      fullName: 'Ravi Kumar',
      amount: 1000,
      action: 'way-to-give-money',
      receivedOn: '2026-11-25',
      mode: 'cash',
    });
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

  it('downloads the Form 10BD CSV of the chosen year and says what it left out and why', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api, user } = renderDonations({
      [`GET ${givingPaths.form10bd('2025-26')}`]: json(200, {
        year: '2025-26',
        csv: 'Sl. No.,Pre Acknowledgement Number\r\n',
        rows: 4,
        leftOut: { noId: 2, cashAboveLimit: 1, cancelled: 0 },
      }),
    });
    await user.selectOptions(await screen.findByLabelText(say.form10bd.year), '2025-26');
    await user.click(screen.getByRole('button', { name: say.form10bd.download }));
    expect(await screen.findByText(/4 rows for 2025-26 downloaded/)).toHaveTextContent(
      say.form10bd.leftOut(2, 1, 0),
    );
    expect(api.sent('GET', givingPaths.form10bd('2025-26'))).toHaveLength(1);
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledOnce();
  });

  it('shows a load failure inside the panel with Try again', async () => {
    renderDonations({ [list]: json(500, {}) });
    expect(await screen.findByRole('alert')).toHaveTextContent(say.donations.loadFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
