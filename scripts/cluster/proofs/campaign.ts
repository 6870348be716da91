/**
 * Issue 14, item 5: a 2,000-recipient campaign is sent exactly once when both instances' workers run, and
 * finishes when one instance is killed with SIGKILL midway, with at most the in-flight count of duplicates.
 */
import { loadConfig } from '#server/config';
import {
  campaignDone,
  deliveryStatuses,
  recipientEmail,
  seedRecipients,
  sendCampaign,
  senders,
} from '../campaign.ts';
import type { Cluster } from '../cluster.ts';
import { killInstance } from '../instances.ts';
import { sleep } from '../http.ts';
import { waitUntil } from '../processes.ts';
import { check, type Proof } from '../runner.ts';

const RECIPIENTS = 2000;

/** Every recipient's count from the SMTP server: who got nothing, and how many extra copies went out. */
function tally(cluster: Cluster) {
  const missing: string[] = [];
  let extra = 0;
  for (let i = 1; i <= RECIPIENTS; i += 1) {
    const count = cluster.sink.counts.get(recipientEmail(i)) ?? 0;
    if (count === 0) missing.push(recipientEmail(i));
    extra += Math.max(0, count - 1);
  }
  const strangers = [...cluster.sink.counts.keys()].filter((email) => !email.startsWith('teacher-'));
  return { missing, extra, strangers };
}

async function sendAndCount(cluster: Cluster, subject: string) {
  await seedRecipients(cluster.db, RECIPIENTS);
  cluster.sink.reset();
  const sent = await sendCampaign(cluster, subject);
  check(sent.recipients === RECIPIENTS, `send_email queued ${sent.recipients} recipients, not ${RECIPIENTS}`);
  return sent.campaignId;
}

export const campaignOnceProof: Proof = {
  name: 'a 2,000-recipient campaign is sent exactly once when both instances’ workers run',
  async run(cluster, note) {
    const started = performance.now();
    const campaignId = await sendAndCount(cluster, 'Cluster campaign: both workers');
    await campaignDone(cluster.db, campaignId, 120_000);
    const seconds = (performance.now() - started) / 1000;
    const { missing, extra, strangers } = tally(cluster);
    note(`done in ${seconds.toFixed(1)} s; ${cluster.sink.total} messages accepted by the SMTP server`);
    note(`sent by each instance: ${senders(cluster)}`);
    for (const instance of cluster.instances)
      check(
        (cluster.sink.bySender.get(String(instance.port)) ?? 0) > 0,
        `${instance.port}'s worker sent nothing`,
      );
    check(
      missing.length === 0,
      `${missing.length} recipients got nothing, e.g. ${missing.slice(0, 3).join(', ')}`,
    );
    check(extra === 0, `${extra} duplicate messages`);
    check(
      strangers.length === 0,
      `mail to addresses outside the campaign: ${strangers.slice(0, 3).join(', ')}`,
    );
    const statuses = await deliveryStatuses(cluster.db, campaignId);
    check(statuses.sent === RECIPIENTS, `deliveries recorded: ${JSON.stringify(statuses)}`);
  },
};

export const campaignKillProof: Proof = {
  name: 'the campaign finishes when one instance is killed with SIGKILL midway (duplicates ≤ in-flight count)',
  async run(cluster, note) {
    const inFlight = loadConfig(cluster.env).mail.concurrency;
    const campaignId = await sendAndCount(cluster, 'Cluster campaign: one worker killed');
    await waitUntil(() => cluster.sink.total >= RECIPIENTS / 3, 60_000, 'the campaign did not start sending');
    // The instance that has sent the most is surely sending now: killing it leaves claims behind that the
    // survivor must take over. Killing one that has sent nothing would prove nothing.
    const sentBy = (index: number) => cluster.sink.bySender.get(String(cluster.instances[index]!.port)) ?? 0;
    const victim = cluster.instances.reduce(
      (busiest, _, index) => (sentBy(index) > sentBy(busiest) ? index : busiest),
      0,
    );
    const killedAt = cluster.sink.total;
    await killInstance(cluster.instances[victim]!);
    check(
      sentBy(victim) > 0,
      `instance ${cluster.instances[victim]!.port} had sent nothing when it was killed`,
    );
    note(
      `instance ${cluster.instances[victim]!.port} killed with SIGKILL after ${killedAt} of ${RECIPIENTS} messages`,
    );
    const started = performance.now();
    // A dead worker's claims come back when their lease runs out (a minute); the survivor sends them.
    await campaignDone(cluster.db, campaignId, 180_000);
    note(
      `the surviving instance finished the campaign ${((performance.now() - started) / 1000).toFixed(1)} s later`,
    );
    const { missing, extra } = tally(cluster);
    note(
      `${cluster.sink.total} messages accepted: ${extra} duplicates (bound: MAIL_CONCURRENCY = ${inFlight})`,
    );
    check(
      missing.length === 0,
      `${missing.length} recipients got nothing, e.g. ${missing.slice(0, 3).join(', ')}`,
    );
    note(`sent by each instance: ${senders(cluster)}`);
    check(extra <= inFlight, `${extra} duplicates, more than the ${inFlight} messages that can be in flight`);

    // Started again, the killed instance sends nothing more.
    const before = cluster.sink.total;
    await cluster.restart(victim);
    await sleep(3000);
    check(
      cluster.sink.total === before,
      `after the restart ${cluster.sink.total - before} more messages went out`,
    );
    note(`instance ${cluster.instances[victim]!.port} started again; nothing more was sent`);
  },
};
