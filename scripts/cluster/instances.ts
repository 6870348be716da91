/**
 * The product's instances of a cluster run: the build (`node dist/server/main.js`, as `npm start` runs it),
 * each on its own port with its own DATA_DIR, sharing the database, Redis, the bucket and the SMTP server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { servicePaths } from '#shared/api/service-paths';
import { kill, start, stop, tailOf, waitUntil, type Started } from './processes.ts';

export interface Instance {
  port: number;
  url: string;
  dataDir: string;
  process: Started;
  /** Lines of its log so far, parsed (the server logs JSON lines). */
  logLines(): Record<string, unknown>[];
}

export interface InstanceSettings {
  /** The environment every instance shares. */
  env: Record<string, string>;
  root: string;
  logDir: string;
}

/** Ready: migrated, rendered, and every dependency it is configured with answering. */
async function isReady(url: string): Promise<boolean> {
  return (await fetch(`${url}${servicePaths.healthReady}`)).status === 200;
}

export async function startInstance(settings: InstanceSettings, port: number): Promise<Instance> {
  const dataDir = path.join(settings.root, `instance-${port}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const env = {
    ...process.env,
    ...settings.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  const started = start(`instance-${port}`, process.execPath, ['dist/server/main.js'], {
    logDir: settings.logDir,
    env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(() => isReady(url), 60_000, `the instance on ${port} did not become ready`, started);
  return {
    port,
    url,
    dataDir,
    process: started,
    logLines: () =>
      fs
        .readFileSync(started.logFile, 'utf8')
        .split('\n')
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return []; // a line still being written, or not from the logger
          }
        }),
  };
}

export const stopInstance = (instance: Instance) => stop(instance.process, 20_000);
export const killInstance = (instance: Instance) => kill(instance.process);
export const instanceLog = (instance: Instance) => tailOf(instance.process, 40);
