import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givingPaths, type Pledge } from '#shared/api/giving';
import { subscriptionPaths } from '#shared/api/subscriptions';
import { createTestApp, SITE, testEngines, type TestApp } from '#server/testing/helpers';
import { openGiving } from '../giving/testing/giving-fixtures.ts';
import { utcMidnight } from './daily-cap.ts';
import { countTowardsCap } from './delivery-claims.repository.ts';
import { startTestSmtp, waitUntil, type TestSmtp } from './testing/smtp-test-server.ts';

const CAP = 3;

describe.each(testEngines)(
  'issue 23, must have 13: every transactional mail counts against the daily cap, on %s',
  (engine) => {
    let smtp: TestSmtp;
    let t: TestApp;
    let clock = new Date('2026-06-01T06:00:00Z');
    let log = '';
    beforeAll(async () => {
      smtp = await startTestSmtp();
      const logStream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          log += chunk.toString();
          done();
        },
      });
      t = await createTestApp(
        engine,
        {
          SMTP_URL: smtp.url,
          MAIL_DAILY_CAP: String(CAP),
          DOUBLE_OPT_IN: 'true',
          FORM_RATE_LIMIT_PER_MINUTE: '1000',
          LOG_LEVEL: 'info',
        },
        { startMailWorker: false, now: () => clock, logStream },
      );
      await openGiving(t.app, await t.login());
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    const pledge = async (email: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: givingPaths.pledges,
        headers: { origin: SITE },
        payload: {
          action: 'sponsor-a-school-kit',
          amount: 1500,
          fullName: 'Meera Rao',
          mobile: '9845012345',
          residence: 'india',
          email,
        },
      });
      expect(response.statusCode).toBe(201);
      return response.json() as Pledge;
    };
    const mailedAt = async (reference: string) =>
      await t.db
        .selectFrom('donations')
        .select(['pledge_mailed_at', 'pledge_mail_attempts'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();

    it('a subscriber’s confirmation and pledge mails fill the cap; the next mail waits, unattempted, for the next UTC day', async () => {
      const subscribed = await t.app.inject({
        method: 'POST',
        url: subscriptionPaths.add,
        payload: { email: 'kavya@example.org', role: 'Student' },
      });
      expect(subscribed.statusCode).toBe(201);
      await waitUntil(() => smtp.received.length === 1);
      for (const email of ['a@example.org', 'b@example.org']) await pledge(email);
      // Counted once the SMTP server accepted each mail.
      await waitUntil(async () => (await countTowardsCap(t.db, utcMidnight(clock).toISOString())) === CAP);
      expect(smtp.received).toHaveLength(CAP);

      const late = await pledge('c@example.org');
      // The queue has run (the pledge kicked it) and left the mail alone: not sent, no attempt spent.
      await waitUntil(() => log.includes('the daily mail cap is reached'));
      expect(await mailedAt(late.reference)).toMatchObject({
        pledge_mailed_at: null,
        pledge_mail_attempts: 0,
      });
      expect(smtp.received).toHaveLength(CAP);
      const kinds = await t.db.selectFrom('transactional_mails').select('kind').orderBy('id').execute();
      expect(kinds.map((row) => row.kind)).toEqual(['subscription', 'pledge', 'pledge']);

      // The next UTC day: a new pledge's kick sends what waited as well.
      clock = new Date('2026-06-02T00:30:00Z');
      await pledge('d@example.org');
      await waitUntil(() => smtp.received.length === CAP + 2);
      await expect.poll(async () => (await mailedAt(late.reference)).pledge_mailed_at).not.toBeNull();
    });
  },
);
