/**
 * A fresh PostgreSQL database for one cluster run on 127.0.0.1:5432 (PostgreSQL started the way .ci/run
 * starts it when it is not up), dropped at the end.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

const server = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

function isReady(): boolean {
  try {
    execFileSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function ensureRunning(): Promise<void> {
  if (isReady()) return;
  const [version] = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql') : [];
  if (!version) throw new Error('PostgreSQL is not running on 127.0.0.1:5432 and is not installed here');
  console.log('Starting PostgreSQL...');
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
    stdio: 'inherit',
  });
  for (let i = 0; i < 30 && !isReady(); i += 1) await new Promise((resolve) => setTimeout(resolve, 1000));
  if (!isReady()) throw new Error('PostgreSQL did not start within 30 s');
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface ClusterDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createDatabase(): Promise<ClusterDatabase> {
  await ensureRunning();
  const name = `gurukul_cluster_${process.pid}`;
  await onServer(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  return {
    url: `${server}/${name}`,
    drop: () => onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(),
  };
}
