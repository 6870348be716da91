import type { Db } from '#server/db/database';
import type { TestApp } from '#server/testing/helpers';
import type { SendEmailInput } from '#shared/api/mail';

export interface SeedSubscriber {
  email: string;
  role?: 'parent' | 'teacher' | 'student';
  status?: 'active' | 'pending' | 'unsubscribed';
}

export async function seedSubscribers(db: Db, subscribers: SeedSubscriber[]): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('subscriptions')
    .values(
      subscribers.map((s) => ({
        email: s.email,
        role: s.role ?? 'parent',
        status: s.status ?? 'active',
        subscribed_at: now,
        confirmed_at: (s.status ?? 'active') === 'active' ? now : null,
        unsubscribed_at: s.status === 'unsubscribed' ? now : null,
      })),
    )
    .execute();
}

/** `count` active parents named user1@example.org, user2@example.org, ... */
export const numberedSubscribers = (count: number, prefix = 'user'): SeedSubscriber[] =>
  Array.from({ length: count }, (_, i) => ({ email: `${prefix}${i + 1}@example.org` }));

export async function sendEmail(t: TestApp, cookie: string, body: Partial<SendEmailInput>) {
  return t.app.inject({ method: 'POST', url: '/api/send_email', headers: { cookie }, payload: body });
}

export async function deliveriesOf(db: Db, campaignId: number) {
  return db
    .selectFrom('deliveries')
    .select(['email', 'status', 'attempts', 'reason', 'sent_at'])
    .where('campaign_id', '=', campaignId)
    .orderBy('id')
    .execute();
}

export async function campaignStatus(db: Db, campaignId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('campaigns')
    .select('status')
    .where('id', '=', campaignId)
    .executeTakeFirst();
  return row?.status;
}

export async function subscriptionIdOf(db: Db, email: string): Promise<number> {
  const { id } = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A campaign waiting in the queue, paused, with one queued delivery per subscriber; returns its id. One
 * transaction, as the app queues campaigns: the worker would otherwise find a paused campaign with no
 * deliveries yet, mark it done, and then send the deliveries before the test resumes it.
 */
export async function queuePausedCampaign(
  db: Db,
  subscribers: Array<{ id: number; email: string }>,
): Promise<number> {
  return db.transaction().execute((trx) => insertPausedCampaign(trx, subscribers));
}

async function insertPausedCampaign(
  db: Db,
  subscribers: Array<{ id: number; email: string }>,
): Promise<number> {
  const now = new Date().toISOString();
  const { id: campaignId } = await db
    .insertInto('campaigns')
    .values({
      subject: 'Later',
      message: 'x',
      recipient_type: 'all',
      status: 'paused',
      pause_reason: 'test',
      consecutive_errors: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('deliveries')
    .values(
      subscribers.map((s) => ({
        campaign_id: campaignId,
        subscription_id: s.id,
        email: s.email,
        status: 'queued',
        attempts: 0,
        next_attempt_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return campaignId;
}
