import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPaths } from '#shared/api/subscriptions';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import { createTokenSigner } from './mail-tokens.ts';
import { queuePausedCampaign, seedSubscribers, subscriptionIdOf } from './testing/mail-test-helpers.ts';
import { oneClick } from './testing/subscriber-links.ts';

const MAIL_SECRET = 'a-test-secret-of-enough-length';

/** A trigger that refuses every change to a delivery: the second write of an unsubscribe fails. */
const breakDeliveries = {
  sqlite: [
    sql`create trigger refuse_delivery_updates before update on deliveries begin select raise(abort, 'refused'); end`,
  ],
  postgres: [
    sql`create function refuse_delivery_updates() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    sql`create trigger refuse_delivery_updates before update on deliveries for each row execute function refuse_delivery_updates()`,
  ],
};
const repairDeliveries = {
  sqlite: [sql`drop trigger refuse_delivery_updates`],
  postgres: [
    sql`drop trigger refuse_delivery_updates on deliveries`,
    sql`drop function refuse_delivery_updates()`,
  ],
};

describe.each(testEngines)('one contract: an unsubscribe is one transaction, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { MAIL_SECRET });
  });
  afterAll(() => t.close());

  it('either marks the address unsubscribed and skips its queued mail, or does neither', async () => {
    await seedSubscribers(t.db, [{ email: 'meera@example.org' }]);
    const id = await subscriptionIdOf(t.db, 'meera@example.org');
    await queuePausedCampaign(t.db, [{ id, email: 'meera@example.org' }]);
    const token = createTokenSigner(MAIL_SECRET).sign('unsubscribe', id);
    const unsubscribe = () => oneClick(t, `${subscriptionPaths.unsubscribe}?token=${token}`);
    const state = async () => ({
      subscription: (
        await t.db.selectFrom('subscriptions').select('status').where('id', '=', id).executeTakeFirstOrThrow()
      ).status,
      delivery: (
        await t.db
          .selectFrom('deliveries')
          .select('status')
          .where('subscription_id', '=', id)
          .executeTakeFirstOrThrow()
      ).status,
    });

    for (const statement of breakDeliveries[engine]) await statement.execute(t.db);
    expect((await unsubscribe()).statusCode).toBe(500);
    expect(await state()).toEqual({ subscription: 'active', delivery: 'queued' });

    for (const statement of repairDeliveries[engine]) await statement.execute(t.db);
    expect((await unsubscribe()).statusCode).toBe(200);
    expect(await state()).toEqual({ subscription: 'unsubscribed', delivery: 'failed' });
  });
});
