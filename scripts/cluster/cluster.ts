/**
 * Two (or more) instances of the built product on one PostgreSQL database, one Redis, one S3-compatible
 * bucket and one SMTP server, behind nginx round-robin: everything on 127.0.0.1, everything started here and
 * stopped here by PID. Used by `npm run test:cluster` and `npm run bench:cluster`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '#server/db/database';
import { benchAdmin, signIn } from '../bench-support.ts';
import { startInstance, stopInstance, type Instance, type InstanceSettings } from './instances.ts';
import { startMailSink, type MailSink } from './mail-sink.ts';
import { startNginx, type Nginx } from './nginx.ts';
import { createDatabase } from './postgres.ts';
import { stopAll, stopOnInterrupt } from './processes.ts';
import { s3Credentials, startRedis, startS3 } from './services.ts';
import { socketOwner } from './socket-owner.ts';

export const ports = { nginx: 4400, instances: [4401, 4402], s3: 4403, redis: 4404, smtp: 4405 };
export const BUCKET = 'gurukul-cluster';

export interface Cluster {
  nginx: Nginx;
  /** In port order; an entry is replaced when its instance is started again. */
  instances: Instance[];
  sink: MailSink;
  /** The shared database, for what a test sets up directly (thousands of subscribers) and checks. */
  db: Db;
  /** The administrator's session cookie (sessions live in the database: every instance knows it). */
  cookie: string;
  /** The environment every instance shares. */
  env: Record<string, string>;
  /** Where the logs of every process are. */
  logDir: string;
  /** Starts the instance at `index` again (after it was stopped or killed). */
  restart(index: number): Promise<Instance>;
  stop(index: number): Promise<void>;
  /** Stops everything and drops the database; `keepLogs` keeps the log folder for reading. */
  shutdown(options?: { keepLogs?: boolean }): Promise<void>;
}

export interface ClusterOptions {
  /** Added to (or overriding) the instances' environment. */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-cluster-'));
  const logDir = path.join(root, 'logs');
  fs.mkdirSync(logDir);
  const cleanUps: Array<() => Promise<void>> = [];
  let db: Db | undefined;
  let stopping: Promise<void> | undefined;
  // Once, whoever asks first (the end of the run, a failed start, Ctrl-C): the others wait for it.
  const shutdown = (keepLogs = false) => (stopping ??= stopEverything(keepLogs));
  const stopEverything = async (keepLogs: boolean) => {
    await db?.destroy();
    db = undefined;
    await stopAll();
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp().catch(() => undefined);
    if (!keepLogs) fs.rmSync(root, { recursive: true, force: true });
    else
      for (const entry of fs.readdirSync(root))
        if (entry !== 'logs') fs.rmSync(path.join(root, entry), { recursive: true, force: true });
  };
  stopOnInterrupt(() => shutdown(true));
  try {
    const database = await createDatabase();
    cleanUps.push(database.drop);
    log(`database ${database.url}`);
    await startRedis(ports.redis, logDir);
    const s3Dir = path.join(root, 's3');
    fs.mkdirSync(s3Dir);
    await startS3({ port: ports.s3, directory: s3Dir, bucket: BUCKET, logDir });
    const instances: Instance[] = [];
    // The sink names each SMTP connection by the instance holding its other end.
    const sink = await startMailSink(ports.smtp, (clientPort) => {
      const pids = instances.map((instance) => instance.process.child.pid ?? 0);
      const pid = socketOwner(clientPort, ports.smtp, pids);
      return instances.find((instance) => instance.process.child.pid === pid)?.port.toString();
    });
    cleanUps.push(() => sink.close());
    log(`redis-server on ${ports.redis}, s3rver on ${ports.s3}, SMTP server on ${ports.smtp}`);

    const env: Record<string, string> = {
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: s3Credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3Credentials.secretAccessKey,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Gurukul <noreply@gurukul.example.org>',
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
      // Measured and checked with a password sign-in; a second factor is not what this exercises.
      SECOND_FACTOR_REQUIRED_FOR: 'none',
      MAIL_SECRET: randomBytes(24).toString('hex'),
      DATA_KEY: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
      PUBLIC_URL: `http://127.0.0.1:${ports.nginx}`,
      MAIL_RATE_PER_SECOND: '1000000',
      MAIL_DAILY_CAP: '1000000',
      LOG_LEVEL: 'info',
      ...options.env,
    };
    const settings: InstanceSettings = { env, root, logDir };
    // Both at once on the new database, as a deployment starts them: migrations, the first administrator and
    // the default content must come out the same as from one.
    instances.push(...(await Promise.all(ports.instances.map((port) => startInstance(settings, port)))));
    log(`instances on ${ports.instances.join(' and ')} ready`);
    const nginx = await startNginx({
      prefix: path.join(root, 'nginx'),
      logDir,
      port: ports.nginx,
      upstreams: ports.instances,
    });
    log(`nginx on ${ports.nginx}, round-robin to ${ports.instances.join(' and ')}; logs in ${logDir}`);
    db = createDb({ databaseUrl: database.url, dataDir: root }).db;
    const cookie = await signIn(nginx.url);
    return {
      nginx,
      instances,
      sink,
      db,
      cookie,
      env,
      logDir,
      async restart(index) {
        instances[index] = await startInstance(settings, ports.instances[index]!);
        return instances[index];
      },
      stop: (index) => stopInstance(instances[index]!),
      shutdown: (shutdownOptions) => shutdown(shutdownOptions?.keepLogs),
    };
  } catch (error) {
    await shutdown(true);
    log(`logs kept in ${logDir}`);
    throw error;
  }
}

/** The first two instances, for the proofs that do something on one and look at the other. */
export function twoInstances(cluster: Cluster): [Instance, Instance] {
  const [first, second] = cluster.instances;
  if (!first || !second) throw new Error('the cluster runs fewer than two instances');
  return [first, second];
}
