import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kn } from '#client/i18n/catalogues/kn.ts';
import { alertTexts } from '#client/texts/alerts.ts';
import { InLanguage } from '#client/testing/language.tsx';
import { AlertsToggle } from './alerts-toggle.tsx';

/*
 * Issue 29: the home page's "Turn on alerts" control, with the browser's push parts replaced (jsdom has
 * none). Chromium's own is e2e/alerts.spec.ts.
 */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KEY = `B${'A'.repeat(86)}`;

/** A browser that can have alerts: its permission answer, its worker's push manager, and the site's API. */
function browserWithPush(permission: NotificationPermission, status = 201) {
  let subscription: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
  const subscribe = vi.fn((_options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
    subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/xyz',
      toJSON: () => ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/xyz',
        keys: { p256dh: 'p', auth: 'a' },
      }),
      unsubscribe: vi.fn(() => {
        subscription = null;
        return Promise.resolve(true);
      }),
    };
    return Promise.resolve(subscription);
  });
  const registration = {
    active: {},
    pushManager: { subscribe, getSubscription: () => Promise.resolve(subscription) },
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: () => Promise.resolve(permission) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration), ready: Promise.resolve(registration) },
  });
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      requests.push({ url, body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined });
      const body = url === '/api/push_key' ? { publicKey: KEY } : { message: 'ok', error: 'refused' };
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status: url === '/api/add_push_subscription' ? status : 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return { requests, subscribe, current: () => subscription };
}

function withoutPush() {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
}

describe('issue 29: the home page\'s "Turn on alerts"', () => {
  it('issue 29: shows nothing where the browser cannot have alerts', async () => {
    withoutPush();
    const { container } = render(
      <InLanguage>
        <AlertsToggle />
      </InLanguage>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.textContent).toBe('');
  });

  it("issue 29: says what alerts do; turned on, it subscribes with the site's key and records the device in the page's language; turned off, it ends both", async () => {
    const browser = browserWithPush('granted');
    const user = userEvent.setup();
    render(
      <InLanguage language="kn" texts={kn}>
        <AlertsToggle />
      </InLanguage>,
    );
    expect(await screen.findByRole('region', { name: kn.alerts.title })).toHaveTextContent(kn.alerts.lead);
    await user.click(screen.getByRole('button', { name: kn.alerts.turnOn }));
    expect(await screen.findByRole('button', { name: kn.alerts.turnOff })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(kn.alerts.on);
    // The VAPID key, 65 bytes, as the browser takes it.
    expect(browser.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(browser.subscribe.mock.calls[0]![0].applicationServerKey).toHaveLength(65);
    expect(browser.requests.map((r) => r.url)).toEqual(['/api/push_key', '/api/add_push_subscription']);
    expect(browser.requests[1]!.body).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/xyz',
      language: 'kn',
    });

    await user.click(screen.getByRole('button', { name: kn.alerts.turnOff }));
    expect(await screen.findByRole('button', { name: kn.alerts.turnOn })).toBeInTheDocument();
    expect(browser.current()).toBeNull();
    expect(browser.requests.at(-1)).toEqual({
      url: '/api/remove_push_subscription',
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/xyz' },
    });
  });

  it('issue 29: a refused permission says how to allow alerts, and nothing is subscribed', async () => {
    const browser = browserWithPush('denied');
    const user = userEvent.setup();
    render(
      <InLanguage>
        <AlertsToggle />
      </InLanguage>,
    );
    await user.click(await screen.findByRole('button', { name: alertTexts.turnOn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(alertTexts.blocked);
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(browser.requests).toEqual([]);
  });

  it("issue 29: the server's refusal (too many devices on the network) undoes the browser's subscription and says so", async () => {
    const browser = browserWithPush('granted', 429);
    const user = userEvent.setup();
    render(
      <InLanguage>
        <AlertsToggle />
      </InLanguage>,
    );
    await user.click(await screen.findByRole('button', { name: alertTexts.turnOn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(alertTexts.tooMany);
    expect(browser.current()).toBeNull();
    expect(screen.getByRole('button', { name: alertTexts.turnOn })).toBeEnabled();
  });
});
