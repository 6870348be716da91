/**
 * npm run bench:cluster — what a second instance adds, on the cluster of `npm run test:cluster` (two
 * instances of the build on PostgreSQL, Redis, s3rver and an SMTP server, nginx in front; all on this machine).
 *
 * In one run, on the same data:
 *   - public API: `GET /api/get_notifications` (20 notifications) loaded through nginx with autocannon
 *     (BENCH_CONNECTIONS, default 64, for BENCH_SECONDS, default 10) while nginx sends everything to one
 *     instance, then to both (its configuration reloaded in between), BENCH_ROUNDS times (default 2) in
 *     turn; the median of the rounds counts. One instance loaded directly, without nginx, is shown beside.
 *   - campaign: BENCH_RECIPIENTS subscribers (default 3,000), one campaign sent with only the first instance
 *     running (one worker), then one with both (two workers), BENCH_ROUNDS times; messages per second from
 *     the request to the campaign being done, the median of the rounds.
 * Prints each figure and the ratios two / one. Both instances share this machine's cores with nginx,
 * PostgreSQL and the load generator, so the ratio says how the work spreads here, not what two machines give.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { notificationPaths } from '#shared/api/notification-paths';
import { ensureBuild } from './cluster/build.ts';
import { campaignDone, deliveryStatuses, seedRecipients, sendCampaign, senders } from './cluster/campaign.ts';
import { ports, startCluster, type Cluster } from './cluster/cluster.ts';
import { call, expectStatus } from './cluster/http.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const recipients = Number(process.env.BENCH_RECIPIENTS ?? 3000);
const NOTIFICATIONS = 20;

interface Load {
  perSecond: number;
  p50: number;
  p99: number;
}

async function load(url: string, duration = seconds): Promise<Load> {
  const result = await autocannon({ url, connections, duration, pipelining: 1 });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers other than 2xx`);
  // A connection error now and then on a machine this busy is noise; more than one in a thousand is not.
  if (result.errors > result.requests.total / 1000)
    throw new Error(`${url}: ${result.errors} connection errors in ${result.requests.total} requests`);
  if (result.errors > 0)
    console.log(`  (${result.errors} connection errors in ${result.requests.total} requests)`);
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function benchApi(cluster: Cluster): Promise<{ one: Load[]; two: Load[]; direct: Load }> {
  for (let i = 1; i <= NOTIFICATIONS; i += 1) {
    const body = {
      title: `Notice ${i}: admissions and workshops`,
      description: `* Classes resume\nNotice ${i}.`,
    };
    const added = await call(`${cluster.nginx.url}${notificationPaths.add}`, {
      cookie: cluster.cookie,
      body,
    });
    expectStatus(added, 201, 'add_notification');
  }
  const url = `${cluster.nginx.url}${notificationPaths.list}`;
  const [first] = ports.instances;
  const one: Load[] = [];
  const two: Load[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    await cluster.nginx.route([first!]);
    await load(url, 2); // warm-up: code compiled, answer cached
    one.push(await load(url));
    await cluster.nginx.route(ports.instances);
    await load(url, 2);
    two.push(await load(url));
    console.log(
      `round ${round}: one instance ${one.at(-1)!.perSecond.toFixed(0)} req/s, two ${two.at(-1)!.perSecond.toFixed(0)} req/s`,
    );
  }
  const direct = await load(`${cluster.instances[0]!.url}${notificationPaths.list}`);
  return { one, two, direct };
}

/** Messages per second of one campaign to every subscriber, from the request to the campaign being done. */
async function campaignRate(cluster: Cluster, subject: string): Promise<number> {
  cluster.sink.reset();
  const started = performance.now();
  const { campaignId, recipients: queued } = await sendCampaign(cluster, subject);
  await campaignDone(cluster.db, campaignId, 600_000);
  const elapsed = (performance.now() - started) / 1000;
  const statuses = await deliveryStatuses(cluster.db, campaignId);
  if (statuses.sent !== queued || cluster.sink.total !== queued)
    throw new Error(`${subject}: ${JSON.stringify(statuses)}, ${cluster.sink.total} accepted of ${queued}`);
  return queued / elapsed;
}

async function benchCampaign(cluster: Cluster): Promise<{ one: number[]; two: number[] }> {
  await seedRecipients(cluster.db, recipients);
  const one: number[] = [];
  const two: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    await cluster.stop(1);
    await cluster.nginx.route([ports.instances[0]!]);
    one.push(await campaignRate(cluster, `Benchmark ${round}: one worker`));
    await cluster.restart(1);
    await cluster.nginx.route(ports.instances);
    two.push(await campaignRate(cluster, `Benchmark ${round}: two workers`));
    console.log(
      `round ${round}: campaign with one worker ${one.at(-1)!.toFixed(0)} msg/s, ` +
        `with two ${two.at(-1)!.toFixed(0)} msg/s (${senders(cluster)})`,
    );
  }
  return { one, two };
}

async function main(): Promise<void> {
  ensureBuild();
  const cluster = await startCluster();
  let api: Awaited<ReturnType<typeof benchApi>>;
  let campaign: { one: number[]; two: number[] };
  try {
    api = await benchApi(cluster);
    campaign = await benchCampaign(cluster);
  } finally {
    await cluster.shutdown();
  }
  const rate = (loads: Load[]) => median(loads.map((l) => l.perSecond));
  const latency = (loads: Load[]) =>
    `${median(loads.map((l) => l.p50))} / ${median(loads.map((l) => l.p99))}`;
  console.log(
    `\n${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(2)}, node ${process.version}; ` +
      `${connections} connections, ${seconds} s per load, ${rounds} round(s), ${recipients} recipients\n`,
  );
  const rows = [
    ['get_notifications (20), nginx → one instance', rate(api.one).toFixed(0), latency(api.one)],
    ['get_notifications (20), nginx → two instances', rate(api.two).toFixed(0), latency(api.two)],
    [
      'get_notifications (20), one instance, no nginx',
      api.direct.perSecond.toFixed(0),
      latency([api.direct]),
    ],
  ];
  console.log('| load | req/s (median) | p50 / p99 ms |\n|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(
    `\npublic API through nginx, two instances / one: ${(rate(api.two) / rate(api.one)).toFixed(2)}`,
  );
  const [oneWorker, twoWorkers] = [median(campaign.one), median(campaign.two)];
  console.log(
    `campaign: one worker ${oneWorker.toFixed(0)} msg/s, two workers ${twoWorkers.toFixed(0)} msg/s ` +
      `(medians), two / one: ${(twoWorkers / oneWorker).toFixed(2)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
