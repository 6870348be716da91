import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, withTestApp, SITE } from '#server/testing/helpers';
import { alertPaths, type AlertPayload } from '#shared/api/alerts';
import { notificationPaths } from '#shared/api/notifications';
import {
  startPushService,
  verifyVapid,
  type TestDevice,
  type TestPushService,
} from './testing/push-service.ts';

/**
 * Issue 29, must have 4: a notice published as an alert reaches every device with alerts on, through a push
 * service that speaks the receiving side of Web Push (a local HTTP server here), with retries; a device its
 * push service reports gone is removed.
 */
describe.each(testEngines)('issue 29: alerts on phones, on %s', (engine) => {
  let push: TestPushService;
  let offset = 0;
  const t = withTestApp(
    engine,
    { PUSH_SUBSCRIPTIONS_PER_ADDRESS: '100', SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '1000' },
    {
      now: () => new Date(Date.now() + offset),
      alerts: {
        mode: 'manual',
        endpointAllowed: (endpoint) => endpoint.startsWith(`${push.origin}/push/`),
        retry: { baseMs: 60_000, attempts: 3 },
      },
    },
  );
  beforeAll(async () => {
    push = await startPushService();
  });
  afterAll(() => push.close());

  const subscribe = (device: TestDevice, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: alertPaths.subscribe,
      headers: { origin: SITE },
      payload: { endpoint: device.endpoint, keys: device.keys, expirationTime: null, language },
    });
  const publish = async (title: string) => {
    const added = await t.send('POST', notificationPaths.add, { title, description: 'Details inside.' });
    expect(added.statusCode).toBe(201);
    const id = (added.json() as { notification: { id: number } }).notification.id;
    const sent = await t.send('POST', alertPaths.send(id));
    expect(sent.statusCode, sent.body).toBe(201);
    return { id, devices: (sent.json() as { devices: number }).devices };
  };
  const status = async () => {
    const answer = await t.send('GET', alertPaths.status);
    expect(answer.statusCode).toBe(200);
    return answer.json() as {
      devices: number;
      alerts: {
        notification_id: number;
        devices: number;
        reached: number;
        gone: number;
        failed: number;
        pending: number;
        finished_at: string | null;
      }[];
    };
  };
  const devicesNow = async () => (await status()).devices;
  const unsubscribeAll = async () => {
    await t.db.deleteFrom('push_subscriptions').execute();
    push.received.length = 0;
  };

  it("issue 29: each subscribed device receives the notice as an aes128gcm message, signed with the site's VAPID key, that decrypts to its title in the device's language", async () => {
    await unsubscribeAll();
    const english = push.device('english');
    const kannada = push.device('kannada');
    expect((await subscribe(english)).statusCode).toBe(201);
    expect((await subscribe(kannada, 'kn')).statusCode).toBe(201);
    // Subscribing again (a page turning alerts on twice) keeps one row per device.
    expect((await subscribe(english)).statusCode).toBe(201);
    expect(await devicesNow()).toBe(2);

    const { id, devices } = await publish('Health camp on Sunday');
    expect(devices).toBe(2);
    // Queued: nothing is sent before the queue's worker runs.
    expect(push.received).toHaveLength(0);
    await t.app.alerts.drain();

    expect(push.received.map((r) => r.path).sort()).toEqual(['/push/english', '/push/kannada']);
    const key = (await t.app.inject({ method: 'GET', url: alertPaths.key })).json() as { publicKey: string };
    for (const request of push.received) {
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(request.headers.ttl)).toBeGreaterThan(0);
      expect(request.headers.topic).toBe(`notice-${id}`);
      const vapid = verifyVapid(request.headers.authorization, push.origin);
      expect(vapid.publicKey).toBe(key.publicKey);
      expect(vapid.claims.sub).toMatch(/^(mailto:|https:)/);
      const device = request.path === '/push/english' ? english : kannada;
      const payload = JSON.parse(device.decrypt(request.body)) as AlertPayload;
      expect(payload).toMatchObject({ title: 'Health camp on Sunday', tag: `notice-${id}` });
      if (device === kannada) {
        expect(payload).toMatchObject({ lang: 'kn', url: '/kn/#notifications', turnOff: 'ಎಚ್ಚರಿಕೆಗಳನ್ನು ನಿಲ್ಲಿಸಿ' });
      } else {
        expect(payload).toMatchObject({ lang: 'en', url: '/#notifications', turnOff: 'Turn off alerts' });
      }
    }
    const alert = (await status()).alerts.find((a) => a.notification_id === id);
    expect(alert).toMatchObject({ devices: 2, reached: 2, gone: 0, failed: 0, pending: 0 });
    expect(alert?.finished_at).toEqual(expect.any(String));
  });

  it('issue 29: a device answered 410 or 404 is removed; a 5xx is tried again later, and given up after the retries', async () => {
    await unsubscribeAll();
    const names = ['gone', 'missing', 'busy', 'broken', 'fine'];
    for (const name of names) expect((await subscribe(push.device(name))).statusCode).toBe(201);
    push.answer('gone', 410);
    push.answer('missing', 404);
    push.answer('busy', 503, 201);
    push.answer('broken', 500, 502, 500);
    const { id } = await publish('Exam dates');

    await t.app.alerts.drain();
    expect(await devicesNow()).toBe(3);
    let alert = (await status()).alerts.find((a) => a.notification_id === id);
    expect(alert).toMatchObject({
      devices: 5,
      reached: 1,
      gone: 2,
      failed: 0,
      pending: 2,
      finished_at: null,
    });

    // Not before its time: the retry waits a minute.
    await t.app.alerts.drain();
    expect(push.received.filter((r) => r.path === '/push/busy')).toHaveLength(1);
    offset += 61_000;
    await t.app.alerts.drain();
    alert = (await status()).alerts.find((a) => a.notification_id === id);
    expect(alert).toMatchObject({ reached: 2, pending: 1 });
    // The wait doubles: two minutes before the third try, which is the last.
    offset += 61_000;
    await t.app.alerts.drain();
    expect(push.received.filter((r) => r.path === '/push/broken')).toHaveLength(2);
    offset += 61_000;
    await t.app.alerts.drain();
    expect(push.received.filter((r) => r.path === '/push/broken')).toHaveLength(3);
    alert = (await status()).alerts.find((a) => a.notification_id === id);
    expect(alert).toMatchObject({ devices: 5, reached: 2, gone: 2, failed: 1, pending: 0 });
    expect(alert?.finished_at).toEqual(expect.any(String));
    // A device given up for one alert keeps its subscription: the next alert tries it again.
    expect(await devicesNow()).toBe(3);
  });

  it('issue 29: a notice is sent as an alert once; an unknown notice is a 404; with no device, the alert goes to no one', async () => {
    await unsubscribeAll();
    const { id, devices } = await publish('Holiday on Monday');
    expect(devices).toBe(0);
    const again = await t.send('POST', alertPaths.send(id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'This notification was already sent as an alert.' });
    expect((await t.send('POST', alertPaths.send(999_999))).statusCode).toBe(404);
    // Visitors cannot send alerts.
    expect((await t.send('POST', alertPaths.send(id), undefined, false)).statusCode).toBe(401);
  });

  it('issue 29: turning alerts off removes the device, and it receives nothing more', async () => {
    await unsubscribeAll();
    const device = push.device('leaving');
    expect((await subscribe(device)).statusCode).toBe(201);
    const off = await t.app.inject({
      method: 'POST',
      url: alertPaths.unsubscribe,
      headers: { origin: SITE },
      payload: { endpoint: device.endpoint },
    });
    expect(off.statusCode).toBe(200);
    expect(await devicesNow()).toBe(0);
    await publish('After leaving');
    await t.app.alerts.drain();
    expect(push.received).toHaveLength(0);
  });

  it('issue 29: a subscription that is not one is a 400 with a plain message, and nothing is kept', async () => {
    await unsubscribeAll();
    const device = push.device('bad');
    const bad = [
      {},
      { endpoint: device.endpoint },
      { endpoint: device.endpoint, keys: { p256dh: 'short', auth: device.keys.auth } },
      { endpoint: device.endpoint, keys: { p256dh: device.keys.p256dh, auth: 'x'.repeat(500) } },
      { endpoint: `${device.endpoint}/${'a'.repeat(1100)}`, keys: device.keys },
      { endpoint: 'not an address', keys: device.keys },
      { endpoint: device.endpoint, keys: device.keys, language: 'fr' },
      // Not a push service: the server never posts where a visitor points it.
      { endpoint: 'https://intranet.example/hook', keys: device.keys },
      { endpoint: 'http://169.254.169.254/latest', keys: device.keys },
    ];
    for (const payload of bad) {
      const answer = await t.app.inject({
        method: 'POST',
        url: alertPaths.subscribe,
        headers: { origin: SITE },
        payload,
      });
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect((answer.json() as { error: string }).error).toMatch(/alert|push service|browser/i);
    }
    expect(await devicesNow()).toBe(0);
  });
});

/** Issue 29: a hostile visitor cannot grow the subscriptions table without bound. */
describe('issue 29: alerts are capped per network and in all', () => {
  let push: TestPushService;
  const t = withTestApp(
    'sqlite',
    {
      PUSH_SUBSCRIPTIONS_PER_ADDRESS: '2',
      PUSH_SUBSCRIPTIONS_MAX: '3',
      SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '100',
    },
    { alerts: { mode: 'manual', endpointAllowed: (endpoint) => endpoint.startsWith(`${push.origin}/`) } },
  );
  beforeAll(async () => {
    push = await startPushService();
  });
  afterAll(() => push.close());
  const subscribe = (name: string, address: string) => {
    const device = push.device(name);
    return t.app.inject({
      method: 'POST',
      url: alertPaths.subscribe,
      headers: { origin: SITE },
      remoteAddress: address,
      payload: { endpoint: device.endpoint, keys: device.keys },
    });
  };

  it('issue 29: a network gets PUSH_SUBSCRIPTIONS_PER_ADDRESS devices (an IPv6 /64 counts as one), the site PUSH_SUBSCRIPTIONS_MAX', async () => {
    expect((await subscribe('a', '2001:db8:1:2::10')).statusCode).toBe(201);
    expect((await subscribe('b', '2001:db8:1:2:ffff::1')).statusCode).toBe(201);
    const third = await subscribe('c', '2001:db8:1:2::99');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ error: expect.stringMatching(/Too many devices on this network/) });
    // A device already subscribed may subscribe again from anywhere.
    expect((await subscribe('a', '2001:db8:1:2::10')).statusCode).toBe(201);
    expect((await subscribe('d', '192.0.2.7')).statusCode).toBe(201);
    const full = await subscribe('e', '198.51.100.1');
    expect(full.statusCode).toBe(503);
    expect(full.json()).toMatchObject({ error: expect.stringMatching(/No more devices/) });
    const rows = await t.db.selectFrom('push_subscriptions').select('address_key').execute();
    expect(rows).toHaveLength(3);
    // The network is kept as a keyed hash, never as the address.
    for (const row of rows) expect(row.address_key).not.toMatch(/2001|192\.0/);
  });
});
