import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { SITE, createPeerApp, createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import { alertPaths } from '#shared/api/alerts';
import { loadConfig } from '#server/config';

/** Issue 29: the VAPID keys are kept like MAIL_SECRET; turning alerts on is rate-limited like the subscribe form. */
describe.each(testEngines)('issue 29: alert keys and limits, on %s', (engine) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });
  const keyOf = async (t: TestApp) =>
    ((await t.app.inject({ method: 'GET', url: alertPaths.key })).json() as { publicKey: string }).publicKey;

  it('issue 29: the key pair is generated once and kept in the database: another instance on the same database signs with the same key', async () => {
    const first = await createTestApp(engine);
    apps.push(first);
    const key = await keyOf(first);
    expect(key).toMatch(/^B[\w-]{86}$/);
    const peer = await createPeerApp(first);
    apps.push(peer);
    expect(await keyOf(peer)).toBe(key);
    const rows = await first.db
      .selectFrom('settings')
      .select('key')
      .where('key', '=', 'vapid_keys')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('issue 29: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, when set, are the key; one without the other stops the start', async () => {
    const pair = webpush.generateVAPIDKeys();
    const t = await createTestApp(engine, {
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'mailto:office@example.org',
    });
    apps.push(t);
    expect(await keyOf(t)).toBe(pair.publicKey);
    expect(t.config.push.subject).toBe('mailto:office@example.org');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
  });

  it('issue 29: turning alerts on and off is rate-limited per address like the subscribe form (429)', async () => {
    const t = await createTestApp(engine, { SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '2' });
    apps.push(t);
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: alertPaths.subscribe,
        headers: { origin: SITE },
        remoteAddress: '203.0.113.9',
        payload: {},
      });
    expect((await post()).statusCode).toBe(400);
    expect((await post()).statusCode).toBe(400);
    expect((await post()).statusCode).toBe(429);
  });
});
