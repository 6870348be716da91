import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { backupTexts as rules, type BackupState } from '#shared/api/backup';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { BackupPanel } from './backup-panel.tsx';
import { backupTexts as say } from './backup-admin-texts.ts';

setupDashboardTest();

const PASSPHRASE = 'mango trees by the river';
const stored = {
  name: 'gurukul-backup-2026-11-28-020000-scheduled-3fa9c1.backup',
  size: 5_400_000,
  madeAt: '2026-11-27T20:30:00.000Z',
  kind: 'scheduled' as const,
};
const state = (change: Partial<BackupState> = {}): BackupState => ({
  schedule: { frequency: 'off', keep: 7, hasPassphrase: false },
  backups: [stored],
  lastScheduledRun: null,
  emptyInstall: false,
  ...change,
});

/** Must have 7 of issue 27: the owner's Backup and restore panel. */
describe('the Backup and restore panel', () => {
  it('makes a backup only once the passphrase is typed twice the same, then downloads it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = fakeApi({
      'GET /api/backups': json(200, state()),
      'POST /api/backups': json(201, {
        ...stored,
        kind: 'manual',
        name: 'gurukul-backup-2026-11-28-101500-manual-aaaaaa.backup',
      }),
    });
    const { user } = renderPanel(<BackupPanel />);
    const section = within(await screen.findByRole('region', { name: say.downloadTitle }));
    expect(section.getByText(say.downloadIntro)).toBeInTheDocument();
    const [first, again] = section.getAllByLabelText(/passphrase/i);
    await user.type(first!, 'short');
    await user.click(section.getByRole('button', { name: say.make }));
    expect(await section.findByText(rules.passphraseShort)).toBeInTheDocument();
    await user.clear(first!);
    await user.type(first!, PASSPHRASE);
    await user.type(again!, `${PASSPHRASE}!`);
    await user.click(section.getByRole('button', { name: say.make }));
    expect(await section.findByText(say.mismatch)).toBeInTheDocument();
    expect(api.sent('POST')).toEqual([]);

    await user.clear(again!);
    await user.type(again!, PASSPHRASE);
    await user.click(section.getByRole('button', { name: say.make }));
    expect(await section.findByRole('status')).toHaveTextContent(
      say.made('gurukul-backup-2026-11-28-101500-manual-aaaaaa.backup'),
    );
    expect(api.sent('POST', '/api/backups')[0]!.body).toEqual({ passphrase: PASSPHRASE });
    expect(assign).toHaveBeenCalledWith(
      '/api/backups/files/gurukul-backup-2026-11-28-101500-manual-aaaaaa.backup',
    );
  });

  it('lists the stored backups with their day, size and a download link', async () => {
    fakeApi({ 'GET /api/backups': json(200, state()) });
    renderPanel(<BackupPanel />);
    const table = await screen.findByRole('table', { name: say.storedCaption(1) });
    const row = within(within(table).getAllByRole('row')[1]!);
    expect(row.getByText('28 Nov 2026, 2:00 am')).toBeInTheDocument();
    expect(row.getByText('5.1 MB')).toBeInTheDocument();
    expect(row.getByRole('link', { name: say.downloadNamed('28 Nov 2026, 2:00 am') })).toHaveAttribute(
      'href',
      `/api/backups/files/${stored.name}`,
    );
  });

  it('turns the schedule on only with a passphrase typed twice, and sends how many to keep', async () => {
    const api = fakeApi({
      'GET /api/backups': json(
        200,
        state({ backups: [stored, { ...stored, name: stored.name.replace('3fa9c1', '3fa9c2') }] }),
      ),
      'PUT /api/backups/schedule': json(200, { frequency: 'daily', keep: 3, hasPassphrase: true }),
    });
    const { user } = renderPanel(<BackupPanel />);
    const section = within(await screen.findByRole('region', { name: say.scheduleTitle }));
    await user.selectOptions(section.getByLabelText(say.frequency), 'daily');
    await user.click(section.getByRole('button', { name: say.save }));
    expect(await section.findByText(rules.passphraseNeeded)).toBeInTheDocument();
    const keep = section.getByLabelText(say.keep);
    await user.clear(keep);
    await user.type(keep, '3');
    const [first, again] = section.getAllByLabelText(/passphrase/i);
    await user.type(first!, PASSPHRASE);
    await user.type(again!, PASSPHRASE);
    await user.click(section.getByRole('button', { name: say.save }));
    expect(await screen.findByText(say.saved)).toBeInTheDocument();

    // Fewer than the scheduled backups stored: said before, as it deletes the oldest.
    await user.clear(keep);
    await user.type(keep, '1');
    await user.type(section.getByLabelText(say.passphrase, { exact: true }), PASSPHRASE);
    await user.type(section.getByLabelText(say.repeat), PASSPHRASE);
    await user.click(section.getByRole('button', { name: say.save }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(say.confirmFewer(1, 1))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.sent('PUT')).toHaveLength(1);
    expect(api.sent('PUT')[0]!.body).toEqual({ frequency: 'daily', keep: 3, passphrase: PASSPHRASE });
  });

  it('offers the restore upload only on an empty install, says what it replaces first, shows why a backup is refused, and once restored leaves only the way to sign in', async () => {
    fakeApi({ 'GET /api/backups': json(200, state()) });
    const { unmount } = renderPanel(<BackupPanel />);
    await screen.findByRole('region', { name: say.downloadTitle });
    expect(screen.queryByRole('region', { name: say.restoreTitle })).not.toBeInTheDocument();
    unmount();

    const api = fakeApi({
      'GET /api/backups': json(200, state({ emptyInstall: true, backups: [] })),
      'POST /api/backups/restore': () =>
        api.sent('POST').length === 1
          ? json(400, { error: rules.wrongPassphrase, code: 'bad_request' })
          : json(200, { madeAt: '2026-11-27T20:30:00.000Z', rows: 120, files: 14 }),
    });
    const { user } = renderPanel(<BackupPanel />);
    const section = within(await screen.findByRole('region', { name: say.restoreTitle }));
    expect(section.getByText(say.restoreIntro)).toBeInTheDocument();
    await user.upload(section.getByLabelText(say.restoreFile), new File(['backup'], 'site.backup'));
    await user.type(section.getByLabelText(say.restorePassphrase), PASSPHRASE);
    await user.click(section.getByRole('button', { name: say.restore }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(say.restoreConfirm)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.sent('POST')).toEqual([]);

    await user.click(section.getByRole('button', { name: say.restore }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await section.findByRole('alert')).toHaveTextContent(rules.wrongPassphrase);
    const sent = api.sent('POST', '/api/backups/restore')[0]!.body as FormData;
    expect([...sent.keys()]).toEqual(['passphrase', 'file']);

    // Restored: the empty install's session went with it, so only the way to sign in is left.
    await user.click(section.getByRole('button', { name: say.restore }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(say.restored(120, 14))).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: say.signIn })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('region', { name: say.downloadTitle })).not.toBeInTheDocument();
  });
});
