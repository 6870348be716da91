/**
 * A campaign to thousands of subscribers on a running cluster: the subscribers are written straight into the
 * database (fast), the campaign is sent through nginx as the dashboard sends it, and the SMTP server counts
 * what each one received. Shared by the cluster proofs and the cluster benchmark.
 */
import { mailPaths } from '#shared/api/mail';
import type { Db } from '#server/db/database';
import type { Cluster } from './cluster.ts';
import { call, expectStatus } from './http.ts';
import { waitUntil } from './processes.ts';

/** Campaigns go to this role; the forms of other proofs subscribe parents, who are not counted. */
export const CAMPAIGN_ROLE = 'teacher';

export const recipientEmail = (i: number) => `teacher-${i}@example.org`;

/** Makes sure `count` active teachers exist (teacher-1@… onwards), written in batches of 1,000. */
export async function seedRecipients(db: Db, count: number): Promise<void> {
  const { n } = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', CAMPAIGN_ROLE)
    .executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  for (let start = Number(n); start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, j) => ({
      email: recipientEmail(start + j + 1),
      role: CAMPAIGN_ROLE,
      status: 'active',
      subscribed_at: at,
      confirmed_at: at,
      unsubscribed_at: null,
    }));
    await db.insertInto('subscriptions').values(rows).execute();
  }
}

/** Sends a campaign to every teacher through nginx; returns its id and recipient count. */
export async function sendCampaign(cluster: Cluster, subject: string) {
  const answer = await call<{ campaignId: number; recipients: number }>(
    `${cluster.nginx.url}${mailPaths.send}`,
    {
      cookie: cluster.cookie,
      body: {
        recipientType: CAMPAIGN_ROLE,
        subject,
        message: `${subject}\n\nSent by one of several instances.`,
      },
    },
  );
  return expectStatus(answer, 200, 'send_email through nginx');
}

/** Resolves once the campaign is done (every delivery sent or failed), checked in the database. */
export async function campaignDone(db: Db, campaignId: number, timeoutMs: number): Promise<void> {
  let status = '';
  await waitUntil(
    async () => {
      const row = await db
        .selectFrom('campaigns')
        .select('status')
        .where('id', '=', campaignId)
        .executeTakeFirstOrThrow();
      status = row.status;
      return status === 'done';
    },
    timeoutMs,
    `campaign ${campaignId} not done (status ${status || 'unknown'})`,
  );
}

/** Deliveries of a campaign by status, from the database. */
export async function deliveryStatuses(db: Db, campaignId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('deliveries')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('campaign_id', '=', campaignId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

/** How many messages each instance handed to the SMTP server since its last reset, e.g. "4401: 1000, 4402: 998". */
export const senders = (cluster: Cluster) =>
  [...cluster.sink.bySender].map(([sender, count]) => `${sender}: ${count}`).join(', ');
