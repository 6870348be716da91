import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataRequest } from '#shared/api/data-requests';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { DataRequestsPanel } from './data-requests-panel.tsx';
import { dataRequestsTexts as say } from './data-requests-texts.ts';

setupDashboardTest();

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const request = (change: Partial<DataRequest> & Pick<DataRequest, 'id' | 'kind' | 'email'>): DataRequest => ({
  details: '',
  status: 'open',
  verifiedAt: inDays(-10),
  dueAt: inDays(80),
  doneAt: null,
  doneBy: null,
  exportMadeAt: null,
  exportDownloadedAt: null,
  found: [],
  ...change,
});

const overdue = request({
  id: 1,
  kind: 'erase',
  email: 'late@example.org',
  dueAt: inDays(-3),
  found: [
    { place: 'Subscription to our updates', count: 1, kept: false },
    { place: 'Donation records (kept ten years by the Income-tax rules)', count: 2, kept: true },
  ],
});
const correction = request({ id: 2, kind: 'correct', email: 'fix@example.org', details: 'My name is Asha.' });
const answered = request({
  id: 3,
  kind: 'see',
  email: 'seen@example.org',
  status: 'done',
  doneAt: inDays(-9),
  exportMadeAt: inDays(-9),
});

describe('Data requests panel (issue 27: a person’s requests)', () => {
  it('lists the open requests with their deadline, the overdue one marked first, then the answered', async () => {
    fakeApi({ 'GET /api/data-requests': json(200, [overdue, correction, answered]) });
    renderPanel(<DataRequestsPanel />);
    const table = await screen.findByRole('table', { name: say.caption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'late@example.org',
      'fix@example.org',
      'seen@example.org',
    ]);
    expect(within(rows[0]!).getByText('Overdue by 3 days')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('80 days left')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/My name is Asha\./)).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/^Answered/)).toBeInTheDocument();
  });

  it('erases only after a question that says what goes and what the law keeps', async () => {
    const api = fakeApi({
      'GET /api/data-requests': json(200, [overdue]),
      'POST /api/data-requests/1/erase': json(200, { message: 'Erased.', found: overdue.found }),
    });
    const { user } = renderPanel(<DataRequestsPanel />);
    await user.click(await screen.findByRole('button', { name: say.erase }));
    const dialog = screen.getByRole('alertdialog', { name: 'Erase what is kept about late@example.org?' });
    expect(dialog).toHaveAccessibleDescription(/^Goes for good: Subscription to our updates \(1\)\./);
    expect(dialog).toHaveTextContent('Goes for good: Subscription to our updates (1).');
    expect(dialog).toHaveTextContent('Stays: Donation records (kept ten years by the Income-tax rules) (2).');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: say.erase }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Erased.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/data-requests/1/erase')).toHaveLength(1);
  });

  it('marks a correction done with a word to the person, after asking', async () => {
    const api = fakeApi({
      'GET /api/data-requests': json(200, [correction]),
      'POST /api/data-requests/2/done': json(200, { message: 'Done. The person is told by mail.' }),
    });
    const { user } = renderPanel(<DataRequestsPanel />);
    await user.type(await screen.findByRole('textbox', { name: say.note }), 'Your name now reads Asha.');
    await user.click(screen.getByRole('button', { name: say.markCorrected }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Done. The person is told by mail.')).toBeInTheDocument();
    expect(api.sent('POST').map((sent) => sent.body)).toEqual([{ note: 'Your name now reads Asha.' }]);
  });

  it('says when there are no requests yet', async () => {
    fakeApi({ 'GET /api/data-requests': json(200, []) });
    renderPanel(<DataRequestsPanel />);
    expect(await screen.findByText(say.empty)).toBeInTheDocument();
  });
});
