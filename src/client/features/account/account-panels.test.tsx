import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Device, Profile } from '#shared/api/account';
import { messages } from '#shared/messages';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { testSession } from '#client/admin/testing/test-session.ts';
import { DevicesPanel } from './devices-panel.tsx';
import { ProfilePanel } from './profile-panel.tsx';
import { accountTexts as say } from './account-texts.ts';

setupDashboardTest();

const editor = testSession('editor', 'asha@example.org');
const profile = (changes: Partial<Profile> = {}): Profile => ({
  email: 'asha@example.org',
  name: 'Asha',
  role: 'editor',
  pendingEmail: null,
  ...changes,
});

describe('Your account: name, e-mail and password', () => {
  it('saves the name and says so', async () => {
    const api = fakeApi({
      'GET /api/account': json(200, profile()),
      'PUT /api/account/name': (request) => json(200, profile(request.body as { name: string })),
      'GET /api/session': json(200, editor),
    });
    const { user } = renderPanel(<ProfilePanel />, editor);
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Asha');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: say.saveName }));
    expect(await screen.findByText(messages.account.nameRequired)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('PUT')).toHaveLength(0);
    await user.type(name, 'Asha Rao');
    await user.click(screen.getByRole('button', { name: say.saveName }));
    expect(await screen.findByText(messages.account.nameSaved)).toBeInTheDocument();
    expect(api.sent('PUT', '/api/account/name')[0]!.body).toEqual({ name: 'Asha Rao' });
  });

  it('asks before mailing the link to the new address, says where it went, and sends nothing when cancelled', async () => {
    let pending: string | null = null;
    const api = fakeApi({
      'GET /api/account': () => json(200, profile({ pendingEmail: pending })),
      'POST /api/account/email': (request) => {
        pending = (request.body as { email: string }).email;
        return json(200, { message: messages.account.emailLinkSent(pending) });
      },
    });
    const { user } = renderPanel(<ProfilePanel />, editor);
    expect(await screen.findByText(say.emailNow('asha@example.org'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(say.newEmailLabel), 'Asha.New@Example.org');
    await user.type(screen.getByLabelText(say.passwordForEmailLabel), 'my password');

    await user.click(screen.getByRole('button', { name: say.sendLink }));
    const question = say.confirmEmail('asha.new@example.org');
    await user.click(
      within(await screen.findByRole('alertdialog', { name: question })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(api.sent('POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: say.sendLink }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: question })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(
      await screen.findByText(messages.account.emailLinkSent('asha.new@example.org')),
    ).toBeInTheDocument();
    expect(api.sent('POST', '/api/account/email')[0]!.body).toEqual({
      email: 'asha.new@example.org',
      password: 'my password',
    });
    // The address shown is still the old one: it changes only when the link is opened.
    expect(screen.getByText(say.emailNow('asha@example.org'))).toBeInTheDocument();
  });

  it('shows the server refusal of a taken address beside the address field', async () => {
    fakeApi({
      'GET /api/account': json(200, profile()),
      'POST /api/account/email': json(409, {
        error: messages.account.emailTaken,
        code: 'conflict',
        field: 'email',
      }),
    });
    const { user } = renderPanel(<ProfilePanel />, editor);
    await user.type(await screen.findByLabelText(say.newEmailLabel), 'taken@example.org');
    await user.type(screen.getByLabelText(say.passwordForEmailLabel), 'my password');
    await user.click(screen.getByRole('button', { name: say.sendLink }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.account.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText(say.newEmailLabel)).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password only when both new ones match and after saying the other devices are signed out; a wrong current password shows on its field', async () => {
    let tries = 0;
    const api = fakeApi({
      'GET /api/account': json(200, profile()),
      'POST /api/account/password': () =>
        ++tries === 1
          ? json(400, {
              error: messages.account.currentPasswordWrong,
              code: 'bad_request',
              field: 'currentPassword',
            })
          : json(200, { message: messages.account.passwordChanged }),
    });
    const { user } = renderPanel(<ProfilePanel />, editor);
    await user.type(await screen.findByLabelText(say.currentPasswordLabel), 'old password');
    await user.type(screen.getByLabelText(say.newPasswordLabel), 'a new long passphrase');
    await user.type(screen.getByLabelText(say.repeatPasswordLabel), 'a new long passphrasX');
    await user.click(screen.getByRole('button', { name: say.changePassword }));
    expect(await screen.findByText(messages.account.passwordsDiffer)).toBeInTheDocument();
    expect(api.sent('POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText(say.repeatPasswordLabel));
    await user.type(screen.getByLabelText(say.repeatPasswordLabel), 'a new long passphrase');
    await user.click(screen.getByRole('button', { name: say.changePassword }));
    // It says what will happen first; Cancel sends nothing.
    await user.click(
      within(await screen.findByRole('alertdialog', { name: say.confirmPassword })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(api.sent('POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: say.changePassword }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.account.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.getByLabelText(say.currentPasswordLabel)).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: say.changePassword }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.account.passwordChanged)).toBeInTheDocument();
    expect(api.sent('POST', '/api/account/password')[1]!.body).toEqual({
      currentPassword: 'old password',
      newPassword: 'a new long passphrase',
    });
    expect(screen.getByLabelText(say.currentPasswordLabel)).toHaveValue('');
  });
});

describe('Your account: signed-in devices', () => {
  const device = (
    id: string,
    browser: string,
    current = false,
    ipAddress: string | null = '203.0.113.7',
  ): Device => ({
    id,
    browser,
    ipAddress,
    createdAt: '2026-11-20T04:30:00.000Z',
    lastSeenAt: '2026-11-28T06:00:00.000Z',
    current,
  });

  function serve() {
    let list = [
      device('here', 'Chrome on Android', true),
      device('laptop', 'Firefox on Windows', false, '198.51.100.4'),
      device('old', 'Safari on iPhone', false, null),
    ];
    const api = fakeApi({
      'GET /api/account/sessions': () => json(200, list),
      'DELETE /api/account/sessions/laptop': () => {
        list = list.filter((item) => item.id !== 'laptop');
        return json(200, { message: messages.account.sessionSignedOut });
      },
      'POST /api/account/sessions/sign-out-others': () => {
        const count = list.filter((item) => !item.current).length;
        list = list.filter((item) => item.current);
        return json(200, { message: messages.account.othersSignedOut(count), count });
      },
    });
    return api;
  }

  it('lists each device in plain words, marks this one, and offers no sign-out for it', async () => {
    serve();
    renderPanel(<DevicesPanel />, editor);
    const list = await screen.findByRole('list', { name: say.devicesLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chrome on Android');
    expect(items[0]).toHaveTextContent(say.thisDevice);
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent(say.address('198.51.100.4'));
    expect(items[2]).toHaveTextContent(say.address(null));
    expect(screen.getByRole('button', { name: say.signOutNamed('Firefox on Windows') })).toBeInTheDocument();
  });

  it('signs out one device only after asking, and nothing when cancelled', async () => {
    const api = serve();
    const { user } = renderPanel(<DevicesPanel />, editor);
    await user.click(await screen.findByRole('button', { name: say.signOutNamed('Firefox on Windows') }));
    const question = say.confirmSignOut('Firefox on Windows');
    await user.click(
      within(await screen.findByRole('alertdialog', { name: question })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(api.sent('DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: say.signOutNamed('Firefox on Windows') }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: question })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText(messages.account.sessionSignedOut)).toBeInTheDocument();
    expect(api.sent('DELETE', '/api/account/sessions/laptop')).toHaveLength(1);
    await screen.findByText(say.address('203.0.113.7'));
    expect(screen.queryByText('Firefox on Windows')).not.toBeInTheDocument();
  });

  it('signs out all other devices after saying how many, and keeps this one', async () => {
    const api = serve();
    const { user } = renderPanel(<DevicesPanel />, editor);
    await user.click(await screen.findByRole('button', { name: say.signOutOthers }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: say.confirmSignOutOthers(2) })).getByRole(
        'button',
        {
          name: 'Confirm',
        },
      ),
    );
    expect(await screen.findByText(messages.account.othersSignedOut(2))).toBeInTheDocument();
    expect(api.sent('POST', '/api/account/sessions/sign-out-others')).toHaveLength(1);
    expect(await screen.findByText(say.noOthers)).toBeInTheDocument();
    expect(screen.getByText('Chrome on Android')).toBeInTheDocument();
  });
});
