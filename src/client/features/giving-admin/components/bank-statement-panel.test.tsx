import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { givingPaths } from '#shared/api/giving';
import {
  bankStatementMessages,
  bankStatementPaths as paths,
  type BankLayout,
  type StatementCredit,
  type StatementMatch,
  type StatementPreview,
} from '#shared/api/giving-bank';
import { fakeApi, json, type Handler } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { donation, preview, receipt, savedSettings } from '../testing/donation-fixtures.ts';
import { BankStatementPanel } from './bank-statement-panel.tsx';

setupDashboardTest();
beforeEach(() => vi.setSystemTime(new Date('2026-06-25T06:00:00Z')));

const say = givingAdminTexts.bankStatement;
const csv = 'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance\n';
const layout: BankLayout = {
  skipLines: 1,
  dateFormat: 'dd/mm/yy',
  columns: { date: 0, narration: 1, reference: 2, credit: 5, debit: 4, balance: 6 },
};
const statementPreview = (saved: BankLayout | null): StatementPreview => ({
  saved,
  suggested: layout,
  lines: [
    { line: 1, cells: csv.trim().split(',') },
    {
      line: 2,
      cells: ['20/06/26', 'NEFT CR-GK7K3Q9X', 'SBIN126171000001', '20/06/26', '', '1,500.00', '1,01,500.00'],
    },
  ],
  columns: 7,
});
const credit = (change: Partial<StatementCredit>): StatementCredit => ({
  id: 1,
  line: 2,
  bookedOn: '2026-06-20',
  amountPaise: 1500_00,
  narration: 'NEFT CR-GK7K3Q9X',
  reference: 'SBIN126171000001',
  state: 'proposed',
  used: null,
  proposal: {
    donationId: 7,
    pledgeReference: 'GK7K3Q9X',
    donorName: 'Asha Rao',
    pledgedOn: '2026-06-20',
    amount: 1500,
    reason: 'same-reference',
  },
  received: { receivedOn: '2026-06-20', mode: 'bank-transfer', utr: 'SBIN126171000001' },
  note: null,
  ...change,
});
const matched: StatementMatch = {
  bank: 'HDFC savings',
  counts: { credits: 3, matched: 0, proposed: 2, unmatched: 1, debits: 1 },
  skippedLines: [],
  credits: [
    credit({}),
    credit({
      id: 2,
      line: 3,
      bookedOn: '2026-06-22',
      amountPaise: 2101_00,
      narration: 'BY CASH DEPOSIT',
      reference: '',
      received: { receivedOn: '2026-06-22', mode: 'bank-transfer' },
      proposal: {
        donationId: 8,
        pledgeReference: 'GK4M7P2Q',
        donorName: 'Ravi Kumar',
        pledgedOn: '2026-06-20',
        amount: 2101,
        reason: 'same-amount',
      },
    }),
    credit({
      id: 3,
      line: 4,
      bookedOn: '2026-06-24',
      amountPaise: 12_000_00,
      narration: 'NEFT CR-A GRANT',
      reference: 'HDFCN26175000003',
      state: 'unmatched',
      proposal: null,
      received: { receivedOn: '2026-06-24', mode: 'bank-transfer', utr: 'HDFCN26175000003' },
    }),
  ],
};

function renderBankStatement(routes: Record<string, Handler | ReturnType<typeof json>> = {}) {
  const api = fakeApi({
    [`GET ${paths.layouts}`]: json(200, []),
    [`POST ${paths.preview}`]: json(200, statementPreview(null)),
    [`POST ${paths.match}`]: json(200, matched),
    [`POST ${givingPaths.receivedPreview(7)}`]: json(200, preview()),
    [`POST ${givingPaths.recordPreview}`]: json(200, preview()),
    [`GET ${givingPaths.settings}`]: json(200, savedSettings),
    ...routes,
  });
  return { api, ...renderPanel(<BankStatementPanel />) };
}

async function upload(
  user: ReturnType<typeof renderBankStatement>['user'],
  bank = 'HDFC savings',
  text = csv,
) {
  await user.type(screen.getByLabelText(say.bank), bank);
  await user.upload(screen.getByLabelText(say.file), new File([text], 'statement.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: say.read }));
}

describe('Bank statement panel (issue 23, must have 8)', () => {
  it('shows a new bank’s first lines and columns, then the credits with their proposals and counts', async () => {
    const { api, user } = renderBankStatement();
    await upload(user);
    const table = await screen.findByRole('table', { name: say.previewCaption });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByLabelText(say.columns.credit)).toHaveDisplayValue('Column 6: Deposit Amt.');
    expect(screen.getByLabelText(say.columns.balance)).toHaveDisplayValue('Column 7: Closing Balance');
    expect(screen.getByLabelText(say.dateFormat)).toHaveValue('dd/mm/yy');
    await user.selectOptions(screen.getByLabelText(say.columns.balance), '');
    await user.click(screen.getByRole('button', { name: say.match }));
    expect(
      await screen.findByText(say.counts(3, 0, 2, 1), { selector: 'p:not([role])' }),
    ).toBeInTheDocument();
    expect(api.sent('POST', paths.match)[0]!.body).toEqual({
      bank: 'HDFC savings',
      csv,
      layout: { ...layout, columns: { ...layout.columns, balance: null } },
    });
    const credits = screen.getByRole('table', { name: say.caption });
    const rows = within(credits).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '20 Jun 2026',
      '₹1,500',
      'SBIN126171000001',
      'NEFT CR-GK7K3Q9X',
      'GK7K3Q9XAsha Rao20 Jun 2026',
      say.sameReference,
      say.confirm,
    ]);
    expect(within(rows[2]!).getByText(say.sameAmount(5))).toBeInTheDocument();
    expect(
      within(rows[3]!).getByRole('button', { name: say.recordLabel('₹12,000', '24 Jun 2026') }),
    ).toBeInTheDocument();
  });

  it('says what confirming will issue before it does it, then marks the pledge received', async () => {
    const answer = donation({ status: 'received', mode: 'bank-transfer', receipts: [receipt()] });
    const { api, user } = renderBankStatement({
      [`POST ${paths.preview}`]: json(200, statementPreview(layout)),
      [`POST ${paths.confirm(1)}`]: json(200, answer),
    });
    await upload(user);
    // A bank seen before maps itself: the credits come without the columns step.
    await user.click(
      await screen.findByRole('button', { name: say.confirmLabel('GK7K3Q9X', '₹1,500', '20 Jun 2026') }),
    );
    expect(screen.queryByRole('table', { name: say.previewCaption })).not.toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: say.confirmTitle('GK7K3Q9X') });
    await vi.waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(preview().sentence));
    expect(api.sent('POST', givingPaths.receivedPreview(7))[0]!.body).toEqual(matched.credits[0]!.received);
    expect(api.sent('POST', paths.confirm(1))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: say.confirmSave }));
    const outcome = await screen.findByText(
      givingAdminTexts.outcome.issued('80G receipt', '80G/2026-27/0001', true),
    );
    await vi.waitFor(() => expect(outcome).toHaveFocus());
    expect(api.sent('POST', paths.confirm(1))[0]!.body).toEqual({ donationId: 7 });
    expect(screen.getByText(say.used('GK7K3Q9X', 'confirmed'))).toBeInTheDocument();
  });

  it('records an unmatched credit as a donation, the form filled in with its amount, day and reference', async () => {
    const recorded = donation({ id: 31, reference: 'GKD1A2B3C4', status: 'received', receipts: [receipt()] });
    const { api, user } = renderBankStatement({
      [`POST ${paths.preview}`]: json(200, statementPreview(layout)),
      [`POST ${givingPaths.donations}`]: json(201, recorded),
      [`POST ${paths.recorded(3)}`]: json(200, {
        donationId: 31,
        donationReference: 'GKD1A2B3C4',
        how: 'recorded',
      }),
    });
    await upload(user);
    await user.click(await screen.findByRole('button', { name: say.recordLabel('₹12,000', '24 Jun 2026') }));
    const dialog = screen.getByRole('dialog', { name: givingAdminTexts.record.title });
    expect(within(dialog).getByLabelText(givingAdminTexts.record.amount)).toHaveValue('12000');
    expect(within(dialog).getByLabelText(givingAdminTexts.received.date)).toHaveValue('2026-06-24');
    expect(within(dialog).getByLabelText(givingAdminTexts.received.bankReference)).toHaveValue(
      'HDFCN26175000003',
    );
    await user.type(within(dialog).getByLabelText(givingAdminTexts.record.fullName), 'A Grant Giver');
    await user.click(within(dialog).getByRole('button', { name: givingAdminTexts.record.save }));
    await vi.waitFor(() => expect(api.sent('POST', paths.recorded(3))).toHaveLength(1));
    expect(api.sent('POST', givingPaths.donations)[0]!.body).toMatchObject({
      amount: 12000,
      receivedOn: '2026-06-24',
      mode: 'bank-transfer',
      utr: 'HDFCN26175000003',
    });
    expect(api.sent('POST', paths.recorded(3))[0]!.body).toEqual({ donationId: 31 });
    expect(await screen.findByText(say.used('GKD1A2B3C4', 'recorded'))).toBeInTheDocument();
  });

  it('refuses a file that is too large before sending it, and shows the server’s refusal of one that is not CSV', async () => {
    const { api, user } = renderBankStatement({
      [`POST ${paths.preview}`]: json(400, { error: bankStatementMessages.notCsv, code: 'bad_request' }),
    });
    await upload(user, 'HDFC savings', 'x'.repeat(2 * 1024 * 1024 + 1));
    expect(screen.getByLabelText(say.file)).toHaveAccessibleDescription(
      `${say.fileHint} ${bankStatementMessages.tooLarge}`,
    );
    expect(api.sent('POST', paths.preview)).toHaveLength(0);
    await user.upload(
      screen.getByLabelText(say.file),
      new File(['<html></html>'], 'statement.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: say.read }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bankStatementMessages.notCsv);
  });
});
