import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertWords } from '#shared/i18n/alert-words';

/*
 * Issue 29: the service worker's side of alerts (push.ts), with its scope's registration, clients and
 * network replaced: what a push message shows, where tapping it leads, and what its "Turn off alerts"
 * button does. Chromium showing a pushed alert is e2e/alerts.spec.ts.
 */

interface Shown {
  title: string;
  options: NotificationOptions & { actions?: { action: string; title: string }[] };
}

const shown: Shown[] = [];
const unsubscribe = vi.fn(() => Promise.resolve(true));
const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', unsubscribe };
const openWindow = vi.fn((_url: string) => Promise.resolve(null));
const windows: { url: string; focus: () => Promise<unknown>; navigate: (url: string) => Promise<unknown> }[] =
  [];
const fetches: { url: string; body: unknown }[] = [];

/** Dispatches a worker event on the scope and waits for what it gave to waitUntil. */
async function dispatch(type: string, fields: Record<string, unknown>): Promise<void> {
  const pending: Promise<unknown>[] = [];
  const event = Object.assign(new Event(type), fields, {
    waitUntil: (promise: Promise<unknown>) => pending.push(promise),
  });
  self.dispatchEvent(event);
  await Promise.all(pending);
}

beforeAll(async () => {
  vi.stubGlobal('registration', {
    showNotification: (title: string, options: Shown['options']) => {
      shown.push({ title, options });
      return Promise.resolve();
    },
    pushManager: { getSubscription: () => Promise.resolve(subscription) },
  });
  vi.stubGlobal('clients', {
    matchAll: () => Promise.resolve(windows),
    openWindow,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      fetches.push({ url, body: JSON.parse(String(init.body)) });
      return Promise.resolve(new Response('{}'));
    }),
  );
  await import('./push.ts');
});

beforeEach(() => {
  shown.length = 0;
  windows.length = 0;
  fetches.length = 0;
  openWindow.mockClear();
  unsubscribe.mockClear();
});

describe('issue 29: the service worker shows alerts', () => {
  it("issue 29: a push message shows the notice's title with the site's icon, its tag, and the 'Turn off alerts' button in the device's language", async () => {
    const words = alertWords('hi');
    const payload = {
      title: 'स्वास्थ्य शिविर',
      body: words.body,
      url: '/hi/#notifications',
      tag: 'notice-9',
      lang: 'hi',
      turnOff: words.turnOff,
    };
    await dispatch('push', { data: { json: () => payload } });
    expect(shown).toEqual([
      {
        title: 'स्वास्थ्य शिविर',
        options: {
          body: words.body,
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
          tag: 'notice-9',
          lang: 'hi',
          data: { url: '/hi/#notifications' },
          actions: [{ action: 'turn-off', title: 'अलर्ट बंद करें' }],
        },
      },
    ]);
  });

  it('issue 29: a message it cannot read still says a notice came, and never leads off the site', async () => {
    await dispatch('push', { data: { json: () => JSON.parse('not json') as unknown } });
    await dispatch('push', {
      data: { json: () => ({ title: 'Exam dates', url: 'https://elsewhere.example/' }) },
    });
    expect(shown.map((alert) => [alert.title, alert.options.data])).toEqual([
      ['New notice', { url: '/#notifications' }],
      ['Exam dates', { url: '/#notifications' }],
    ]);
  });

  it("issue 29: tapping the alert brings the site's window to the notifications, or opens one", async () => {
    const close = vi.fn();
    await dispatch('notificationclick', {
      action: '',
      notification: { data: { url: '/kn/#notifications' }, close },
    });
    expect(close).toHaveBeenCalled();
    expect(openWindow).toHaveBeenCalledWith(`${location.origin}/kn/#notifications`);

    const navigate = vi.fn((url: string) => Promise.resolve({ url }));
    const open = { url: `${location.origin}/gallery`, navigate, focus: () => Promise.resolve(open) };
    windows.push(open);
    openWindow.mockClear();
    await dispatch('notificationclick', {
      action: '',
      notification: { data: { url: '/#notifications' }, close },
    });
    expect(navigate).toHaveBeenCalledWith(`${location.origin}/#notifications`);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it("issue 29: the alert's 'Turn off alerts' button ends the subscription with the browser and on the server, opening nothing", async () => {
    const close = vi.fn();
    await dispatch('notificationclick', {
      action: 'turn-off',
      notification: { data: { url: '/#notifications' }, close },
    });
    expect(close).toHaveBeenCalled();
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(fetches).toEqual([
      { url: '/api/remove_push_subscription', body: { endpoint: subscription.endpoint } },
    ]);
    expect(openWindow).not.toHaveBeenCalled();
  });
});
