import { describe, expect, it } from 'vitest';
import { mailPaths } from '#shared/api/mail';
import { retentionPaths } from '#shared/api/retention';
import { SITE, testEngines, withTestApp } from '#server/testing/helpers';
import { createRetentionJob } from './retention-job.ts';
import { donationRecordsCutoffDay } from './retention-run.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The app's clock: 10:00 in India on 29 November 2026; its own clean-up ran at start, for that day. */
const NOW = new Date('2026-11-29T10:00:00+05:30');
/** The next run: 02:30 in India the next day. */
const NEXT_RUN = new Date('2026-11-30T02:30:00+05:30');

let serial = 0;

describe.each(testEngines)('issue 27, must have 4: donation records and mail totals (%s)', (engine) => {
  const t = withTestApp(engine, {}, { startMailWorker: false, now: () => NOW });

  async function donation(values: { receivedOn: string | null; createdAt: string; status: string }) {
    serial += 1;
    return (
      await t.db
        .insertInto('donations')
        .values({
          reference: `D-${serial}`,
          status: values.status,
          action: 'donation',
          amount: 1000,
          donor_name: 'A Donor',
          donor_email: `donor${serial}@example.org`,
          donor_mobile: '9876543210',
          donor_address: null,
          id_code: null,
          id_number: null,
          utr: null,
          mode: 'UPI',
          received_on: values.receivedOn,
          cheque_number: null,
          created_at: values.createdAt,
          updated_at: values.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }

  async function receiptOf(donationId: number, financialYear: string) {
    serial += 1;
    const storageKey = `receipt-${serial}.pdf`;
    await t.app.storage.put(`receipts/${storageKey}`, Buffer.from('%PDF sealed'), {
      contentType: 'application/octet-stream',
    });
    await t.db
      .insertInto('receipts')
      .values({
        donation_id: donationId,
        number: `80G/${financialYear}/${serial}`,
        financial_year: financialYear,
        serial,
        issued_at: new Date().toISOString(),
        storage_key: storageKey,
      })
      .execute();
    await t.db
      .insertInto('donation_changes')
      .values({ donation_id: donationId, at: new Date().toISOString(), by: 'someone', action: 'received' })
      .execute();
    return `receipts/${storageKey}`;
  }

  async function runAt(at: Date) {
    const job = createRetentionJob(t.app, () => at);
    await job.start();
    await job.stop();
  }

  it('issue 27: donation records go ten years after the end of the assessment year after their financial year (rule 17AA(4)), not before', async () => {
    // On 1 April 2027 the records of 2015-16 (assessment year 2016-17, ended 31 March 2017) go.
    const run = new Date('2027-04-01T03:00:00+05:30');
    expect(donationRecordsCutoffDay(run)).toBe('2016-04-01');
    expect(donationRecordsCutoffDay(new Date('2027-03-31T23:00:00+05:30'))).toBe('2015-04-01');

    const lastDayOfOld = await donation({
      receivedOn: '2016-03-31',
      createdAt: '2016-03-30T10:00:00.000Z',
      status: 'received',
    });
    const oldFile = await receiptOf(lastDayOfOld, '2015-16');
    const firstDayOfKept = await donation({
      receivedOn: '2016-04-01',
      createdAt: '2016-03-30T10:00:00.000Z',
      status: 'received',
    });
    const keptFile = await receiptOf(firstDayOfKept, '2016-17');
    for (const year of ['2015-16', '2016-17'])
      await t.db
        .insertInto('statement_filings')
        .values({
          financial_year: year,
          filed_on: '2017-05-01',
          acknowledgement: `ACK-${year}`,
          filed_at: '2017-05-01T10:00:00.000Z',
          filed_by: 'finance@example.org',
          rows: '[]',
        })
        .execute();

    await runAt(run);
    const ids = (await t.db.selectFrom('donations').select('id').execute()).map((row) => row.id);
    expect(ids).toContain(firstDayOfKept);
    expect(ids).not.toContain(lastDayOfOld);
    const receipts = await t.db.selectFrom('receipts').select('donation_id').execute();
    expect(receipts).toEqual([{ donation_id: firstDayOfKept }]);
    const changes = await t.db.selectFrom('donation_changes').select('donation_id').execute();
    expect(changes).toEqual([{ donation_id: firstDayOfKept }]);
    expect(await t.app.storage.exists(oldFile)).toBe(false);
    expect(await t.app.storage.exists(keptFile)).toBe(true);
    const filings = await t.db.selectFrom('statement_filings').select('financial_year').execute();
    expect(filings).toEqual([{ financial_year: '2016-17' }]);
    const entry = await t.db
      .selectFrom('audit_log')
      .select('after_text')
      .where('area', '=', 'Keeping personal data')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.after_text).toBe('Donation records over 10 years old: 2');
  });

  it("issue 27: a campaign's totals stay the same once its delivery records are erased", async () => {
    const old = new Date(NEXT_RUN.getTime() - 400 * DAY).toISOString();
    const recent = new Date(NEXT_RUN.getTime() - DAY).toISOString();
    const campaign = await t.db
      .insertInto('campaigns')
      .values({
        subject: 'Annual day',
        message: 'Come',
        recipient_type: 'all',
        status: 'done',
        pause_reason: null,
        consecutive_errors: 0,
        created_at: old,
        updated_at: old,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const delivery = (status: string, at: string, index: number) => ({
      campaign_id: campaign.id,
      subscription_id: null,
      email: `reader${index}@example.org`,
      status,
      attempts: 1,
      next_attempt_at: at,
      reason: status === 'failed' ? 'mailbox full' : null,
      sent_at: status === 'sent' ? at : null,
      updated_at: at,
    });
    await t.db
      .insertInto('deliveries')
      .values([
        delivery('sent', old, 1),
        delivery('sent', old, 2),
        delivery('failed', old, 3),
        delivery('sent', recent, 4),
      ])
      .execute();
    const totals = async () => {
      const list = (await t.send('GET', mailPaths.campaigns)).json() as {
        id: number;
        total: number;
        sent: number;
        failed: number;
      }[];
      const found = list.find((item) => item.id === campaign.id)!;
      return { total: found.total, sent: found.sent, failed: found.failed };
    };
    expect(await totals()).toEqual({ total: 4, sent: 3, failed: 1 });
    const due = (await t.send('GET', retentionPaths.settings)).json();
    expect(due.due['mail-deliveries']).toBe(3);
    // A day after the run of the test above (each day runs once).
    await runAt(new Date('2027-04-02T03:00:00+05:30'));
    expect(await t.db.selectFrom('deliveries').select('email').execute()).toEqual([
      { email: 'reader4@example.org' },
    ]);
    expect(await totals()).toEqual({ total: 4, sent: 3, failed: 1 });
  });
});

describe.each(testEngines)('issue 27, must have 4: the Keeping personal data settings (%s)', (engine) => {
  const t = withTestApp(engine, {}, { startMailWorker: false, now: () => NOW });

  it('issue 27: shows each period with its default, when the next run is and how many records it would erase', async () => {
    await t.db
      .insertInto('contact_messages')
      .values(
        [800, 100].map((days, index) => ({
          name: 'A Person',
          mobile: '9876543210',
          email: `writer${index}@example.org`,
          message: 'Hello',
          heard_from: null,
          source: 'contact',
          created_at: new Date(NEXT_RUN.getTime() - days * DAY).toISOString(),
        })),
      )
      .execute();
    const overview = await t.send('GET', retentionPaths.settings);
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({
      periods: {
        'unpaid-pledges': 365,
        'contact-messages': 730,
        'volunteer-forms': 730,
        'unconfirmed-subscribers': 30,
        'activity-log': 730,
        'mail-deliveries': 365,
      },
      nextRunAt: NEXT_RUN.toISOString(),
      due: { 'contact-messages': 1, 'donation-records': 0 },
    });
    // What a shorter period would erase, asked before saving it.
    const preview = await t.send('GET', `${retentionPaths.preview}?contact-messages=90`);
    expect(preview.json().due['contact-messages']).toBe(2);
  });

  it('issue 27: a period out of its bounds is refused with 400 naming it, and nothing is saved', async () => {
    const refused = await t.send('PUT', retentionPaths.settings, {
      'volunteer-forms': 400,
      'unconfirmed-subscribers': 2,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'unconfirmed-subscribers',
      error: 'Keep subscriptions never confirmed for at least 7 days and at most 365 days.',
    });
    expect((await t.send('GET', retentionPaths.settings)).json().periods['volunteer-forms']).toBe(730);
  });

  it('issue 27: the activity log period saved here is the security setting, and the change is in the Activity panel', async () => {
    const saved = await t.send('PUT', retentionPaths.settings, {
      'activity-log': 400,
      'volunteer-forms': 365,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().periods).toMatchObject({ 'activity-log': 400, 'volunteer-forms': 365 });
    expect((await t.send('GET', '/api/security-settings')).json()).toEqual({ activityKeptDays: 400 });
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['area', 'action'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      area: 'Keeping personal data',
      action: 'Changed how long personal data is kept',
    });
  });

  it('issue 27: only people with the staff permission read or change the periods', async () => {
    const editor = await t.loginAs('editor');
    for (const method of ['GET', 'PUT'] as const) {
      const response = await t.app.inject({
        method,
        url: retentionPaths.settings,
        headers: { cookie: editor, origin: SITE },
        ...(method === 'PUT' ? { payload: { 'contact-messages': 30 } } : {}),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
