import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#shared/api/auth';
import { LOGIN_REDIRECT_MS } from '#shared/constants';
import { messages } from '#shared/messages';
import { fakeApi, json, networkDown, type Handler } from '#client/admin/testing/fake-api.ts';
import { setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { LoginScreen } from './login-screen.tsx';
import { secondStepTexts } from './second-factor-step.tsx';

setupDashboardTest();

function renderLogin(onSuccess?: () => void) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginScreen onSuccess={onSuccess} />} />
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login form (SPEC "Login", sections 4, 5, 8)', () => {
  it('asks for both fields and sends no request when one is empty', async () => {
    const api = fakeApi({});
    const user = renderLogin();
    await fillAndSubmit(user, 'admin@example.org', '');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.auth.bothFieldsRequired);
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it('reads Logging in... and is disabled while the request runs', async () => {
    let answer: (value: ReturnType<Handler>) => void = () => undefined;
    fakeApi({ 'POST /api/login': () => new Promise((resolve) => (answer = resolve)) });
    const user = renderLogin();
    await fillAndSubmit(user, 'admin@example.org', 'a long password');
    const button = screen.getByRole('button', { name: messages.auth.loggingIn });
    expect(button).toBeDisabled();
    await act(async () => answer(json(401, { error: 'x', message: messages.auth.invalidCredentials })));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('stores the flag and e-mail, confirms, and goes to /dashboard after 1 s', async () => {
    const api = fakeApi({
      'POST /api/login': json(200, { message: 'Login successful', email: 'admin@example.org' }),
    });
    const user = renderLogin();
    await fillAndSubmit(user, ' Admin@Example.org ', 'a long password');
    expect(await screen.findByText(messages.auth.loginSuccess)).toBeInTheDocument();
    expect(api.sent('POST', '/api/login')[0]!.body).toEqual({
      email: 'admin@example.org',
      password: 'a long password',
    });
    expect(localStorage.getItem(storageKeys.authenticated)).toBe('true');
    expect(localStorage.getItem(storageKeys.email)).toBe('admin@example.org');
    act(() => vi.advanceTimersByTime(LOGIN_REDIRECT_MS - 200));
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });

  it('calls the success callback instead of redirecting when one is given', async () => {
    fakeApi({ 'POST /api/login': json(200, { message: 'Login successful', email: 'admin@example.org' }) });
    const onSuccess = vi.fn();
    const user = renderLogin(onSuccess);
    await fillAndSubmit(user, 'admin@example.org', 'a long password');
    await screen.findByText(messages.auth.loginSuccess);
    expect(onSuccess).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(LOGIN_REDIRECT_MS * 2));
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
  });

  it("shows the server's message on a refused login", async () => {
    fakeApi({
      'POST /api/login': json(401, {
        error: messages.auth.invalidCredentials,
        code: 'unauthorized',
        message: messages.auth.invalidCredentials,
      }),
    });
    const user = renderLogin();
    await fillAndSubmit(user, 'admin@example.org', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.invalidCredentials);
    expect(localStorage.getItem(storageKeys.authenticated)).toBeNull();
  });

  it.each([
    ['a server crash', (() => json(500, {})) as Handler],
    ['a network failure', networkDown],
  ])('falls back to the spec message on %s', async (_case, handler) => {
    fakeApi({ 'POST /api/login': handler });
    const user = renderLogin();
    await fillAndSubmit(user, 'admin@example.org', 'a long password');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.loginFailed);
  });

  it('shows and hides the password with a toggle button', async () => {
    const user = renderLogin();
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('tells how a password is reset behind "Forgot your password?"', async () => {
    const user = renderLogin();
    const toggle = screen.getByRole('button', { name: 'Forgot your password?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Forgot your password?' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Forgot your password?' })).toHaveTextContent(
      'npm run admin -- set-password EMAIL',
    );
  });

  it('shows the Welcome Back side panel', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});

describe('issue 26, must have 4: the second step of a sign-in', () => {
  const asked = json(200, {
    message: messages.auth.secondFactorNeeded,
    email: 'admin@example.org',
    secondFactor: ['totp', 'recovery-code'],
  });

  it('asks for the app’s code after the password, stores nothing until it is right, then goes on as a login does', async () => {
    const api = fakeApi({
      'POST /api/login': asked,
      'POST /api/login/second-factor': (request) =>
        (request.body as { code?: string }).code === '123456'
          ? json(200, { message: 'Login successful', email: 'admin@example.org' })
          : json(401, { error: messages.secondFactor.wrongCode, message: messages.secondFactor.wrongCode }),
    });
    const user = renderLogin();
    await fillAndSubmit(user, 'admin@example.org', 'a long password');
    const code = await screen.findByLabelText(secondStepTexts.appCode);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(localStorage.getItem(storageKeys.authenticated)).toBeNull();

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: secondStepTexts.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.secondFactor.wrongCode);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: secondStepTexts.verify }));
    expect(await screen.findByText(messages.auth.loginSuccess)).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.authenticated)).toBe('true');
    expect(api.sent('POST', '/api/login/second-factor').map((request) => request.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
    await act(async () => vi.advanceTimersByTime(LOGIN_REDIRECT_MS));
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });

  it('takes a recovery code instead, and can start again with the password', async () => {
    const api = fakeApi({
      'POST /api/login': asked,
      'POST /api/login/second-factor': json(200, { message: 'Login successful', email: 'admin@example.org' }),
    });
    const user = renderLogin();
    await fillAndSubmit(user, 'admin@example.org', 'a long password');
    await user.click(await screen.findByRole('button', { name: secondStepTexts.useRecovery }));
    const recovery = screen.getByLabelText(secondStepTexts.recoveryCode);
    expect(recovery).toHaveFocus();
    await user.click(screen.getByRole('button', { name: secondStepTexts.startAgain }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    await fillAndSubmit(user, 'admin@example.org', 'a long password');
    await user.click(await screen.findByRole('button', { name: secondStepTexts.useRecovery }));
    await user.type(screen.getByLabelText(secondStepTexts.recoveryCode), 'abcde-23456');
    await user.click(screen.getByRole('button', { name: secondStepTexts.verify }));
    expect(await screen.findByText(messages.auth.loginSuccess)).toBeInTheDocument();
    expect(api.sent('POST', '/api/login/second-factor')[0]!.body).toEqual({ recoveryCode: 'abcde-23456' });
  });
});

describe('issue 26, must have 4: a passkey as the second step', () => {
  it('offers a passkey when the person has one, and says so in plain words when the browser cannot use it', async () => {
    fakeApi({
      'POST /api/login': json(200, {
        message: messages.auth.secondFactorNeeded,
        email: 'admin@example.org',
        secondFactor: ['passkey', 'recovery-code'],
      }),
      'POST /api/login/second-factor/passkey-options': json(200, { challenge: 'abc', allowCredentials: [] }),
    });
    const user = renderLogin();
    await fillAndSubmit(user, 'admin@example.org', 'a long password');
    await user.click(await screen.findByRole('button', { name: secondStepTexts.usePasskey }));
    // The test browser has no passkeys at all: the person is told to try again or use a code.
    expect(await screen.findByRole('alert')).toHaveTextContent(secondStepTexts.passkeyFailed);
    expect(localStorage.getItem(storageKeys.authenticated)).toBeNull();
  });
});
