import { describe, expect, it } from 'vitest';
import { retentionKinds, retentionRules, type RetentionKind } from '#shared/privacy/retention';
import { createTestApp, testEngines, withTestApp, type SharedTestApp } from '#server/testing/helpers';
import { insertAuditEntry } from '#server/features/audit/audit.repository';
import { createRetentionJob } from './retention-job.ts';
import { CLEAN_UP_ACTOR } from './retention-run.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A clock the test moves: each run is the clean-up of a later day than the last, from tomorrow on (the app's
 * own run at start was today's), so entries the tests' sign-ins write never expire.
 */
function testClock() {
  let day = Date.now() + DAY;
  return {
    now: () => new Date(day),
    nextDay() {
      day += DAY;
      return new Date(day);
    },
  };
}

let serial = 0;
const iso = (at: number) => new Date(at).toISOString();

/** One record of a kind made at `at`, as the public forms and the mail worker leave them; answers its id. */
async function recordOf(t: SharedTestApp, kind: RetentionKind, at: number): Promise<number> {
  serial += 1;
  const email = `person${serial}@example.org`;
  switch (kind) {
    case 'unpaid-pledges':
      return (
        await t.db
          .insertInto('donations')
          .values({
            reference: `P-${serial}`,
            status: serial % 2 ? 'pledged' : 'cancelled',
            action: 'pledge',
            amount: 500,
            donor_name: 'A Donor',
            donor_email: email,
            donor_mobile: '9876543210',
            donor_address: null,
            id_code: null,
            id_number: null,
            utr: null,
            mode: null,
            received_on: null,
            cheque_number: null,
            created_at: iso(at),
            updated_at: iso(at),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    case 'contact-messages':
      return (
        await t.db
          .insertInto('contact_messages')
          .values({
            name: 'A Person',
            mobile: '9876543210',
            email,
            message: 'Hello',
            heard_from: null,
            source: 'contact',
            created_at: iso(at),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    case 'volunteer-forms':
      return (
        await t.db
          .insertInto('interest_entries')
          .values({
            full_name: 'A Volunteer',
            gender: 'Female',
            age: '18-25',
            education: 'Graduate',
            occupation: 'Teacher',
            location: 'Pune',
            mobile: '9876543210',
            email,
            languages: '[]',
            roles: '[]',
            action: 'volunteer',
            created_at: iso(at),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    case 'unconfirmed-subscribers':
      return (
        await t.db
          .insertInto('subscriptions')
          .values({
            email,
            role: 'general',
            status: 'pending',
            subscribed_at: iso(at),
            confirmed_at: null,
            unsubscribed_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    case 'activity-log':
      await insertAuditEntry(t.db, {
        at: iso(at),
        actorId: null,
        actorEmail: email,
        ip: null,
        area: 'Notifications',
        action: `Published notification ${serial}`,
        target: null,
        before: null,
        after: null,
      });
      return (
        await t.db
          .selectFrom('audit_log')
          .select('id')
          .where('actor_email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;
    case 'mail-deliveries': {
      const campaign = await t.db
        .insertInto('campaigns')
        .values({
          subject: `Mail ${serial}`,
          message: 'News',
          recipient_type: 'all',
          status: 'done',
          pause_reason: null,
          consecutive_errors: 0,
          created_at: iso(at),
          updated_at: iso(at),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (
        await t.db
          .insertInto('deliveries')
          .values({
            campaign_id: campaign.id,
            subscription_id: null,
            email,
            status: 'sent',
            attempts: 1,
            next_attempt_at: iso(at),
            reason: null,
            sent_at: iso(at),
            updated_at: iso(at),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
  }
}

const tableOf: Record<
  RetentionKind,
  'donations' | 'contact_messages' | 'interest_entries' | 'subscriptions' | 'audit_log' | 'deliveries'
> = {
  'unpaid-pledges': 'donations',
  'contact-messages': 'contact_messages',
  'volunteer-forms': 'interest_entries',
  'unconfirmed-subscribers': 'subscriptions',
  'activity-log': 'audit_log',
  'mail-deliveries': 'deliveries',
};

describe.each(testEngines)('issue 27, must have 4: the daily clean-up (%s)', (engine) => {
  const t = withTestApp(engine, {}, { startMailWorker: false });
  const clock = testClock();

  const exists = async (kind: RetentionKind, id: number) =>
    Boolean(await t.db.selectFrom(tableOf[kind]).select('id').where('id', '=', id).executeTakeFirst());

  /** Runs the next day's clean-up as an instance of the site would; answers the entries it reported. */
  async function runNextDay() {
    clock.nextDay();
    const job = createRetentionJob(t.app, clock.now);
    await job.start();
    await job.stop();
  }

  const cleanUpEntries = () =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'after_text', 'area', 'actor_id', 'at'])
      .where('actor_email', '=', CLEAN_UP_ACTOR)
      .orderBy('id')
      .execute();

  it.each(retentionKinds)(
    'issue 27: %s past its period is erased by the job; one made exactly a period before the run, or later, stays',
    async (kind) => {
      const run = clock.now().getTime() + DAY;
      const period = retentionRules[kind].defaultDays * DAY;
      const expired = await recordOf(t, kind, run - period - 1);
      const longAgo = await recordOf(t, kind, run - 3 * period);
      const boundary = await recordOf(t, kind, run - period);
      const recent = await recordOf(t, kind, run - DAY);
      await runNextDay();
      expect(await exists(kind, expired)).toBe(false);
      expect(await exists(kind, longAgo)).toBe(false);
      expect(await exists(kind, boundary)).toBe(true);
      expect(await exists(kind, recent)).toBe(true);
      await t.db.deleteFrom(tableOf[kind]).where('id', 'in', [boundary, recent]).execute();
      const entry = (await cleanUpEntries()).at(-1)!;
      expect(entry).toMatchObject({
        area: 'Keeping personal data',
        actor_id: null,
        action: 'Erased 2 records kept past their period',
        after_text: `${retentionRules[kind].label}: 2`,
        at: clock.now().toISOString(),
      });
    },
  );

  it('issue 27: a run that erases nothing writes no entry, and a day runs once however many instances start', async () => {
    const before = (await cleanUpEntries()).length;
    await runNextDay();
    expect(await cleanUpEntries()).toHaveLength(before);

    // Two instances that start on the same day: the second finds the day done and erases nothing.
    const run = clock.now().getTime() + DAY;
    clock.nextDay();
    const first = createRetentionJob(t.app, clock.now);
    const second = createRetentionJob(t.app, clock.now);
    await first.start();
    const late = await recordOf(t, 'contact-messages', run - 800 * DAY);
    await second.start();
    await Promise.all([first.stop(), second.stop()]);
    expect(await exists('contact-messages', late)).toBe(true);
    expect(await cleanUpEntries()).toHaveLength(before);
  });

  it('issue 27: the periods set in the panel are the ones the job uses, and consent records go with their record', async () => {
    const saved = await t.send('PUT', '/api/retention', { 'contact-messages': 30 });
    expect(saved.statusCode).toBe(200);
    const run = clock.now().getTime() + DAY;
    const message = await recordOf(t, 'contact-messages', run - 31 * DAY);
    await t.db
      .insertInto('consent_records')
      .values({
        email: 'someone@example.org',
        purpose: 'contact',
        action: 'given',
        notice_version: null,
        wording: 'I agree',
        source: '/contact',
        ip_address: null,
        record_ref: `contact_messages:${message}`,
        at: iso(run - 31 * DAY),
      })
      .execute();
    await runNextDay();
    expect(await exists('contact-messages', message)).toBe(false);
    const consent = await t.db
      .selectFrom('consent_records')
      .select('id')
      .where('record_ref', '=', `contact_messages:${message}`)
      .execute();
    expect(consent).toEqual([]);
    await t.send('PUT', '/api/retention', { 'contact-messages': 730 });
  });
});

describe.each(testEngines)('issue 27, must have 4: erasing in batches (%s)', (engine) => {
  it('issue 27: more expired records than one batch all go, and the entry counts them all', async () => {
    const t = await createTestApp(engine, {}, { startMailWorker: false });
    try {
      const clock = testClock();
      const run = clock.now().getTime() + DAY;
      const rows = Array.from({ length: 1203 }, (_, index) => ({
        at: iso(run - 800 * DAY - index),
        actor_id: null,
        actor_email: `p${index}@example.org`,
        ip_address: null,
        area: 'Notifications',
        action: 'Published a notification',
        target: null,
        before_text: null,
        after_text: null,
      }));
      for (let i = 0; i < rows.length; i += 300)
        await t.db
          .insertInto('audit_log')
          .values(rows.slice(i, i + 300))
          .execute();
      clock.nextDay();
      const job = createRetentionJob(t.app, clock.now);
      await job.start();
      await job.stop();
      const left = await t.db.selectFrom('audit_log').select('actor_email').execute();
      expect(left).toEqual([{ actor_email: CLEAN_UP_ACTOR }]);
      expect(
        (await t.db.selectFrom('audit_log').select('after_text').executeTakeFirstOrThrow()).after_text,
      ).toBe('Activity log of the dashboard: 1203');
    } finally {
      await t.close();
    }
  });
});
