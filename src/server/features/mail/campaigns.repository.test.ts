import { PostgresAdapter } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import { claimDue } from './delivery-claims.repository.ts';
import { queueCampaign } from './campaigns.service.ts';
import { numberedSubscribers, seedSubscribers } from './testing/mail-test-helpers.ts';

describe.each(testEngines)('claiming due deliveries on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { startMailWorker: false });
    await seedSubscribers(t.db, numberedSubscribers(120));
  });
  afterAll(() => t.close());

  it('never hands the same delivery to two workers claiming at the same moment', async () => {
    await queueCampaign(t.db, { recipientType: 'all', subject: 'S', message: 'm' });
    const kind = t.db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
    const now = new Date().toISOString();
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claimDue(t.db, kind, { now, leaseUntil: now, limit: 25 })),
    );
    const ids = claims.flat().map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(120);
    const sending = await t.db
      .selectFrom('deliveries')
      .select('id')
      .where('status', '=', 'sending')
      .execute();
    expect(sending).toHaveLength(120);
  });
});
