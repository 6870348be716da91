import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { givingMessages, givingPaths, type Donation } from '#shared/api/giving';
import { fakeApi, json, type Handler } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { change, donation, donationList, preview, receipt } from '../testing/donation-fixtures.ts';
import { DonationsPanel } from './donations-panel.tsx';

setupDashboardTest();
beforeEach(() => vi.setSystemTime(new Date('2026-11-25T06:00:00Z')));

const say = givingAdminTexts;
const list = `GET ${givingPaths.donations}`;
const row = say.donations.rowAction;

/** The panel over a list that answers `current()` each time, so a change shows once the list reloads. */
function renderDonations(first: Donation, routes: Record<string, Handler | ReturnType<typeof json>> = {}) {
  let current = first;
  const api = fakeApi({
    [list]: () => json(200, donationList([current])),
    ...routes,
  });
  return { api, show: (next: Donation) => (current = next), ...renderPanel(<DonationsPanel />) };
}

const received = donation({
  status: 'received',
  mode: 'upi',
  utr: '412345678901',
  receivedOn: '2026-11-24',
  receipts: [receipt()],
});

describe('Donations panel: corrections, cancelling and re-issuing, history (issue 23)', () => {
  it('corrects a pledge with every field prefilled but the identity number, and sends the reason', async () => {
    const { api, user } = renderDonations(donation(), {
      [`PUT ${givingPaths.donation(7)}`]: ({ body }) =>
        json(200, donation({ amount: (body as Donation).amount })),
    });
    await user.click(await screen.findByRole('button', { name: row(say.donations.correct, 'GK7K3Q9X') }));
    const dialog = screen.getByRole('dialog', { name: say.correct.title('GK7K3Q9X') });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(say.correct.explain));
    expect(within(dialog).getByLabelText(say.record.fullName)).toHaveValue('Asha Rao');
    expect(within(dialog).getByLabelText(say.record.email)).toHaveValue('asha@example.org');
    expect(within(dialog).getByLabelText(say.record.amount)).toHaveValue('1500');
    expect(within(dialog).getByLabelText(say.received.address)).toHaveValue('12 MG Road, Pune 411001');
    // The number on file is only shown masked; left empty, it is kept.
    const pan = within(dialog).getByLabelText('PAN');
    expect(pan).toHaveValue('');
    expect(pan).toHaveAccessibleDescription(say.correct.idOnFile('PAN XXXXX1234X'));

    const amount = within(dialog).getByLabelText(say.record.amount);
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(within(dialog).getByRole('button', { name: say.correct.save }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(say.correct.reasonRequired);
    expect(within(dialog).getByLabelText(say.correct.reason)).toHaveAccessibleDescription(
      say.correct.reasonRequired,
    );
    expect(api.sent('PUT')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(say.correct.reason), 'The donor sent ₹2,000, not ₹1,500');
    await user.click(within(dialog).getByRole('button', { name: say.correct.save }));
    await vi.waitFor(() => expect(api.sent('PUT')).toHaveLength(1));
    expect(api.sent('PUT', givingPaths.donation(7))[0]!.body).toEqual({
      fullName: 'Asha Rao',
      email: 'asha@example.org',
      mobile: '9876543210',
      action: 'sponsor-a-school-kit',
      amount: 2000,
      donorAddress: '12 MG Road, Pune 411001',
      donationType: 'Others',
      reason: 'The donor sent ₹2,000, not ₹1,500',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for the number when a correction changes the identity document', async () => {
    const { api, user } = renderDonations(donation());
    await user.click(await screen.findByRole('button', { name: row(say.donations.correct, 'GK7K3Q9X') }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(say.received.idCode), 'Passport');
    await user.type(within(dialog).getByLabelText(say.correct.reason), 'Has no PAN after all');
    await user.click(within(dialog).getByRole('button', { name: say.correct.save }));
    expect(within(dialog).getByLabelText('Passport number')).toHaveAccessibleDescription(
      `${say.received.idNumberHints.other} ${say.correct.newIdNeedsNumber}`,
    );
    expect(api.sent('PUT')).toHaveLength(0);
  });

  it('offers Correct and Issue document for a received donation whose document was cancelled', async () => {
    const bare = donation({
      ...received,
      receipts: [receipt({ cancelledAt: '2026-11-24T08:00:00Z', cancelReason: 'Wrong name' })],
      receiptNote: givingMessages.noLiveReceipt,
    });
    const reissued = {
      ...bare,
      receipts: [...bare.receipts, receipt({ id: 4, number: '80G/2026-27/0002' })],
      receiptNote: null,
    };
    const { api, show, user } = renderDonations(bare, {
      [`POST ${givingPaths.receivedPreview(7)}`]: json(200, preview()),
      [`POST ${givingPaths.issue(7)}`]: () => {
        show(reissued);
        return json(200, reissued);
      },
    });
    expect(await screen.findByRole('button', { name: row(say.donations.correct, 'GK7K3Q9X') })).toBeVisible();
    expect(screen.queryByRole('button', { name: row(say.donations.markReceived, 'GK7K3Q9X') })).toBeNull();
    await user.click(screen.getByRole('button', { name: row(say.donations.issue, 'GK7K3Q9X') }));
    const dialog = screen.getByRole('dialog', { name: say.issue.title('GK7K3Q9X') });
    // Said before the click, in the server's own words.
    await vi.waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(preview().sentence));
    expect(api.sent('POST', givingPaths.issue(7))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: say.issue.confirm }));
    expect(
      await screen.findByText(say.outcome.issued('80G receipt', '80G/2026-27/0002', true)),
    ).toBeInTheDocument();
    expect(api.sent('POST', givingPaths.issue(7))).toHaveLength(1);
  });

  it('cancels a pledge only with a reason, saying what it will do, and shows the reason in the list', async () => {
    const cancelled = donation({ status: 'cancelled', cancelReason: 'Donor changed their mind' });
    const { api, show, user } = renderDonations(donation(), {
      [`POST ${givingPaths.cancelPledge(7)}`]: () => {
        show(cancelled);
        return json(200, cancelled);
      },
    });
    await user.click(
      await screen.findByRole('button', { name: row(say.donations.cancelPledge, 'GK7K3Q9X') }),
    );
    const dialog = screen.getByRole('dialog', { name: say.cancelPledge.title('GK7K3Q9X') });
    expect(dialog).toHaveAccessibleDescription(say.cancelPledge.explain('Asha Rao', '₹1,500'));
    await user.click(within(dialog).getByRole('button', { name: say.cancelPledge.confirm }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(say.cancelPledge.reasonRequired);
    expect(api.sent('POST')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(say.cancelPledge.reason), 'Donor changed their mind');
    await user.click(within(dialog).getByRole('button', { name: say.cancelPledge.confirm }));
    expect(
      await screen.findByText(say.donations.pledgeCancelReason('Donor changed their mind')),
    ).toBeInTheDocument();
    expect(api.sent('POST', givingPaths.cancelPledge(7))[0]!.body).toEqual({
      reason: 'Donor changed their mind',
    });
    expect(screen.queryByRole('button', { name: row(say.donations.cancelPledge, 'GK7K3Q9X') })).toBeNull();
  });

  it('cancels and re-issues a receipt with the reason required, saying first what will happen', async () => {
    const replaced = {
      ...received,
      receipts: [
        receipt({ cancelledAt: '2026-11-25T06:00:00Z', cancelReason: 'Misspelt name' }),
        receipt({ id: 4, number: '80G/2026-27/0002', replaces: '80G/2026-27/0001' }),
      ],
    };
    const { api, show, user } = renderDonations(received, {
      [`POST ${givingPaths.reissue(3)}`]: () => {
        show(replaced);
        return json(200, replaced);
      },
    });
    await user.click(await screen.findByRole('button', { name: say.donations.reissue('80G/2026-27/0001') }));
    const dialog = screen.getByRole('dialog', { name: say.reissue.title('80G/2026-27/0001') });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining(
        'The receipt 80G/2026-27/0001 will be cancelled and a new one issued and mailed to the donor',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: say.reissue.confirm }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(say.reissue.reasonRequired);
    expect(api.sent('POST')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(say.reissue.reason), 'Misspelt name');
    await user.click(within(dialog).getByRole('button', { name: say.reissue.confirm }));
    expect(await screen.findByText(say.donations.replaces('80G/2026-27/0001'))).toBeInTheDocument();
    expect(api.sent('POST', givingPaths.reissue(3))[0]!.body).toEqual({ reason: 'Misspelt name' });
    expect(screen.getByText(say.outcome.issued('80G receipt', '80G/2026-27/0002', true))).toBeInTheDocument();
  });

  it('re-issues with a correction made in the same dialog', async () => {
    const { api, user } = renderDonations(received, {
      [`POST ${givingPaths.reissue(3)}`]: json(200, received),
    });
    await user.click(await screen.findByRole('button', { name: say.donations.reissue('80G/2026-27/0001') }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText(say.record.fullName)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: say.reissue.correctToggle }));
    const name = within(dialog).getByLabelText(say.record.fullName);
    await user.clear(name);
    await user.type(name, 'Asha R. Rao');
    await user.type(within(dialog).getByLabelText(say.reissue.reason), 'Name as on the PAN card');
    await user.click(within(dialog).getByRole('button', { name: say.reissue.confirm }));
    await vi.waitFor(() => expect(api.sent('POST', givingPaths.reissue(3))).toHaveLength(1));
    expect(api.sent('POST', givingPaths.reissue(3))[0]!.body).toEqual({
      reason: 'Name as on the PAN card',
      correction: {
        fullName: 'Asha R. Rao',
        email: 'asha@example.org',
        mobile: '9876543210',
        action: 'sponsor-a-school-kit',
        amount: 1500,
        donorAddress: '12 MG Road, Pune 411001',
        donationType: 'Others',
        receivedOn: '2026-11-24',
        mode: 'upi',
        utr: '412345678901',
        reason: 'Name as on the PAN card',
      },
    });
  });

  it('shows who changed what and when, with only the fields that changed', async () => {
    const before = { status: 'received', amount: 1500, donorName: 'Asha Rao', mode: 'upi', purpose: null };
    const { api, user } = renderDonations(donation(), {
      [`GET ${givingPaths.changes(7)}`]: json(200, [
        change({
          action: 'received',
          reason: null,
          at: '2026-11-21T06:00:00.000Z',
          before: null,
          after: before,
        }),
        change({ before, after: { ...before, amount: 2000, purpose: 'Library' } }),
      ]),
    });
    await user.click(await screen.findByRole('button', { name: row(say.donations.history, 'GK7K3Q9X') }));
    const dialog = screen.getByRole('dialog', { name: say.history.title('GK7K3Q9X') });
    const entries = await within(dialog).findAllByRole('listitem');
    expect(api.sent('GET', givingPaths.changes(7))).toHaveLength(1);
    const corrected = entries.find((entry) => entry.textContent?.startsWith(say.history.actions.corrected!))!;
    expect(corrected).toHaveTextContent('24 Nov 2026, 11:30 am');
    expect(corrected).toHaveTextContent('by admin@example.org');
    expect(corrected).toHaveTextContent(say.history.reason('Typed wrong'));
    const fields = within(corrected).getByRole('list', { name: say.history.changesLabel });
    expect(
      within(fields)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      say.history.changed('Amount', '₹1,500', '₹2,000'),
      say.history.changed('Purpose', say.history.none, 'Library'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: say.history.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: row(say.donations.history, 'GK7K3Q9X') })).toHaveFocus();
  });
});
