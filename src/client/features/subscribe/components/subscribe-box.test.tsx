import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages';
import { SubscribeBox } from './subscribe-box.tsx';
import { preferReducedMotion } from '#client/testing/browser-stubs.ts';
import { InLanguage } from '#client/testing/language.tsx';

const confetti = vi.hoisted(() => {
  const reset = vi.fn();
  const shoot = Object.assign(vi.fn(), { reset });
  return { shoot, reset, create: vi.fn(() => shoot) };
});
vi.mock('canvas-confetti', () => ({ default: { create: confetti.create } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeSubscribeApi(answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    expect([url, init.method]).toEqual(['/api/add_subscription', 'POST']);
    bodies.push(JSON.parse(String(init.body)));
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { bodies, fetchMock };
}

/** Lets the pending fetch, its JSON and the dynamic import of the confetti library finish. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
  });

const email = () => screen.getByRole('textbox', { name: 'Email address' });
const role = () => screen.getByRole('combobox', { name: 'Your role' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  // Testing Library drains its queue with a setTimeout it only advances itself when it sees `jest`.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  preferReducedMotion(false);
  confetti.create.mockClear();
  confetti.shoot.mockClear();
  confetti.reset.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<SubscribeBox />, { wrapper: InLanguage });
  return user;
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, address: string, choice: string) {
  if (address) await user.type(email(), address);
  if (choice) await user.selectOptions(role(), choice);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  await settle();
}

describe('subscribe page (SPEC "Subscribe page", sections 4, 5, 8 and 9)', () => {
  it('shows the title, text, email input, role select with its disabled placeholder and the button', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribe to Our Updates' })).toBeInTheDocument();
    expect(screen.getByText('Stay updated with our latest news and events.')).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toBeRequired();
    expect(email()).toHaveAttribute('placeholder', 'Enter your email');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select Your Role',
      'Teacher',
      'Student',
      'Parent',
    ]);
    expect(options[0]).toBeDisabled();
    expect(role()).toHaveDisplayValue('Select Your Role');
  });

  it('asks for an email without sending anything when the email is empty', async () => {
    const { fetchMock } = fakeSubscribeApi(() => json(201, {}));
    const user = setup();
    await fillAndSubmit(user, '', 'Teacher');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.subscriptions.invalidInput);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a role without sending anything when the role is still the placeholder', async () => {
    const { fetchMock } = fakeSubscribeApi(() => json(201, {}));
    const user = setup();
    await fillAndSubmit(user, 'parent@example.org', '');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.subscriptions.invalidInput);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(email()).toHaveValue('parent@example.org');
  });

  it('on success shows the message with a check icon and 500 pieces of confetti, fades after 2.5 s and resets after 6 s', async () => {
    const { bodies } = fakeSubscribeApi(() =>
      json(201, { message: messages.subscriptions.success, pendingConfirmation: false }),
    );
    const user = setup();
    await fillAndSubmit(user, 'teacher@example.org', 'Teacher');

    expect(bodies).toEqual([{ email: 'teacher@example.org', role: 'teacher' }]);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(messages.subscriptions.success);
    expect(status.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(confetti.create).toHaveBeenCalledWith(
      expect.any(HTMLCanvasElement),
      expect.objectContaining({ useWorker: false }),
    );
    expect(confetti.shoot).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 500 }));

    act(() => vi.advanceTimersByTime(2499));
    expect(status).not.toHaveAttribute('data-fading');
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveAttribute('data-fading');
    expect(status).toHaveTextContent(messages.subscriptions.success);

    act(() => vi.advanceTimersByTime(3499));
    expect(status).toHaveTextContent(messages.subscriptions.success);
    expect(confetti.reset).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
    expect(status).not.toHaveAttribute('data-fading');
    expect(confetti.reset).toHaveBeenCalled();
    expect(email()).toHaveValue('');
    expect(role()).toHaveDisplayValue('Select Your Role');
  });

  it("shows the server's message when the address must still be confirmed", async () => {
    const pending = 'Almost there! Please check your inbox and follow the link to confirm your subscription.';
    fakeSubscribeApi(() => json(201, { message: pending, pendingConfirmation: true }));
    const user = setup();
    await fillAndSubmit(user, 'student@example.org', 'Student');
    expect(screen.getByRole('status')).toHaveTextContent(pending);
  });

  it("shows the server's error text for a refusal and keeps the values", async () => {
    // An address already on the list is not refused (the server answers as for a new one); a refusal is,
    // for example, too many requests from one address.
    fakeSubscribeApi(() => json(429, { error: messages.common.tooMany, code: 'too_many_requests' }));
    const user = setup();
    await fillAndSubmit(user, 'parent@example.org', 'Parent');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.common.tooMany);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(confetti.create).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(6000));
    expect(email()).toHaveValue('parent@example.org');
    expect(role()).toHaveDisplayValue('Parent');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.common.tooMany);
  });

  it("says 'Subscription failed. Please try again.' when the server gives no error text", async () => {
    fakeSubscribeApi(() => new Response('', { status: 500 }));
    const user = setup();
    await fillAndSubmit(user, 'parent@example.org', 'Parent');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.subscriptions.failed);
    expect(email()).toHaveValue('parent@example.org');
  });

  it('explains a network error and keeps the values', async () => {
    fakeSubscribeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = setup();
    await fillAndSubmit(user, 'parent@example.org', 'Parent');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.subscriptions.networkError);
    expect(role()).toHaveDisplayValue('Parent');
  });

  it('shows no confetti under prefers-reduced-motion, but still the message', async () => {
    preferReducedMotion(true);
    fakeSubscribeApi(() =>
      json(201, { message: messages.subscriptions.success, pendingConfirmation: false }),
    );
    const user = setup();
    await fillAndSubmit(user, 'teacher@example.org', 'Teacher');
    expect(screen.getByRole('status')).toHaveTextContent(messages.subscriptions.success);
    expect(confetti.create).not.toHaveBeenCalled();
  });
});

describe('subscribe page: the audiences the administrator offers on the form (audiences issue)', () => {
  it('lists the offered audiences in their order and posts the chosen one by its key', async () => {
    const { bodies } = fakeSubscribeApi(() =>
      json(201, { message: messages.subscriptions.success, pendingConfirmation: false }),
    );
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(
      <SubscribeBox
        audiences={[
          { key: 'teacher', name: 'Teacher' },
          { key: 'volunteer', name: 'Volunteer' },
          { key: 'well-wisher', name: 'Well-wisher' },
        ]}
      />,
      { wrapper: InLanguage },
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select Your Role',
      'Teacher',
      'Volunteer',
      'Well-wisher',
    ]);
    await fillAndSubmit(user, 'friend@example.org', 'Well-wisher');
    expect(bodies).toEqual([{ email: 'friend@example.org', role: 'well-wisher' }]);
  });
});
