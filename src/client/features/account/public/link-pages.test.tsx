import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import LoginPage from '#client/routes/login-page.tsx';
import { ConfirmEmailScreen } from './confirm-email-screen.tsx';
import { ForgotPasswordScreen } from './forgot-password-screen.tsx';
import { ResetPasswordScreen } from './reset-password-screen.tsx';
import { linkPagesTexts as say } from './public-texts.ts';

setupDashboardTest();

function renderAt(url: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordScreen />} />
        <Route path="/reset-password" element={<ResetPasswordScreen />} />
        <Route path="/confirm-email" element={<ConfirmEmailScreen />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const TOKEN = 'x'.repeat(43);

describe('Forgot your password? (/forgot-password)', () => {
  it('posts the address and shows the one answer the server gives for any address', async () => {
    const api = fakeApi({
      'POST /api/password-reset': json(200, { message: messages.account.resetRequested }),
    });
    const user = renderAt('/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: say.forgotTitle })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), ' Asha@Example.org ');
    await user.click(screen.getByRole('button', { name: say.send }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.account.resetRequested);
    expect(api.sent('POST', '/api/password-reset')[0]!.body).toEqual({ email: 'asha@example.org' });
  });

  it('refuses a bad address on its field without asking the server, and shows the limit when reached', async () => {
    const api = fakeApi({
      'POST /api/password-reset': json(429, {
        error: messages.account.resetTooMany,
        code: 'too_many_requests',
      }),
    });
    const user = renderAt('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'not an address');
    await user.click(screen.getByRole('button', { name: say.send }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(messages.forms.invalidEmail)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha@example.org');
    await user.click(screen.getByRole('button', { name: say.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.account.resetTooMany);
  });
});

describe('Choose a new password (/reset-password?token=)', () => {
  it('needs the new password twice, then goes to the login page, which says the password is changed', async () => {
    const api = fakeApi({
      'POST /api/password-reset/complete': json(200, { message: messages.account.resetDone }),
    });
    const user = renderAt(`/reset-password?token=${TOKEN}`);
    await user.type(screen.getByLabelText(say.newPasswordLabel), 'short');
    await user.click(screen.getByRole('button', { name: say.save }));
    expect(screen.getByText(messages.account.passwordTooShort)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(say.newPasswordLabel));
    await user.type(screen.getByLabelText(say.newPasswordLabel), 'a long new passphrase');
    await user.type(screen.getByLabelText(say.againLabel), 'a long new passphrasE');
    await user.click(screen.getByRole('button', { name: say.save }));
    expect(screen.getByText(messages.account.passwordsDiffer)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await user.clear(screen.getByLabelText(say.againLabel));
    await user.type(screen.getByLabelText(say.againLabel), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: say.save }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText(messages.account.resetDone)).toBeInTheDocument();
    expect(api.sent('POST', '/api/password-reset/complete')[0]!.body).toEqual({
      token: TOKEN,
      password: 'a long new passphrase',
    });
  });

  it('says plainly when the link no longer works and offers a new one', async () => {
    fakeApi({
      'POST /api/password-reset/complete': json(400, {
        error: messages.account.resetLinkInvalid,
        code: 'bad_request',
        field: 'token',
      }),
    });
    const user = renderAt(`/reset-password?token=${TOKEN}`);
    await user.type(screen.getByLabelText(say.newPasswordLabel), 'a long new passphrase');
    await user.type(screen.getByLabelText(say.againLabel), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: say.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.account.resetLinkInvalid);
    expect(screen.getByRole('link', { name: say.askAgain })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('Confirm your new e-mail address (/confirm-email?token=)', () => {
  it('changes nothing on opening; the button confirms and says so', async () => {
    const api = fakeApi({
      'POST /api/confirm-email': json(200, { message: messages.account.emailChanged('new@example.org') }),
    });
    const user = renderAt(`/confirm-email?token=${TOKEN}`);
    expect(api.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: say.confirm }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      messages.account.emailChanged('new@example.org'),
    );
    expect(api.sent('POST', '/api/confirm-email')[0]!.body).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: say.goToLogin })).toBeInTheDocument();
  });
});
