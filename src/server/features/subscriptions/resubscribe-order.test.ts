import { describe, expect, it } from 'vitest';
import { testEngines, withTestApp } from '#server/testing/helpers';
import { confirmResubscribe, findSubscription, subscribe } from './subscriptions.service.ts';

/**
 * Hardening 4: a request to come back counts only when made after the latest unsubscribe. A request made in
 * the very millisecond of that unsubscribe came after it (it read the address as unsubscribed) and counts.
 */
describe.each(testEngines)('coming back in the millisecond of the unsubscribe, on %s', (engine) => {
  const t = withTestApp(engine);

  it('records the request as later than the unsubscribe, so its mailed link brings the address back', async () => {
    const at = new Date('2026-11-25T10:00:00.000Z');
    await t.db
      .insertInto('subscriptions')
      .values({
        email: 'same-moment@example.org',
        role: 'parent',
        status: 'unsubscribed',
        subscribed_at: '2026-11-01T10:00:00.000Z',
        unsubscribed_at: at.toISOString(),
      })
      .execute();
    const mail = await subscribe(
      t.db,
      { email: 'same-moment@example.org', role: 'teacher' },
      { doubleOptIn: false },
      { source: '/subscribe', ip: null },
      at,
    );
    expect(mail).toMatchObject({ kind: 'resubscribe', requestedAt: '2026-11-25T10:00:00.001Z' });
    const requestedAt = (mail as { requestedAt: string }).requestedAt;
    const subscription = (await findSubscription(t.db, mail!.id))!;
    expect(await confirmResubscribe(t.db, subscription, requestedAt, at)).toBe('already-active');
    expect(await findSubscription(t.db, mail!.id)).toMatchObject({ status: 'active', role: 'teacher' });
  });
});
