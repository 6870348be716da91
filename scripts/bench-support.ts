/** Pieces the benchmark and screenshot scripts share. */
import { spawn, type ChildProcess } from 'node:child_process';

/** Flags for Debian's Chromium on a machine without outside network (see the README). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Resolves once `url` answers 2xx; gives up after three minutes. A server's first start with a new build
 * renders every page in every language before it listens (about 190 pages: half a minute on a busy
 * two-core machine, more when two servers start together).
 */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 900; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The administrator a benchmark's server is started with. */
export const benchAdmin = { email: 'bench@example.org', password: 'bench password 1234' };

/**
 * The server as its own process on 127.0.0.1:`port`, on SQLite in `dataDir`, with benchAdmin as its
 * administrator: from the TypeScript sources, or from the build (dist/, as `npm start` runs it). `env` adds
 * to (or overrides) those variables; standard output is dropped, errors are shown.
 */
export function startServer(options: {
  port: number;
  dataDir: string;
  from: 'sources' | 'build';
  env?: Record<string, string>;
}): ChildProcess {
  const args =
    options.from === 'sources'
      ? ['--conditions=source', '--import', 'tsx', 'src/server/main.ts']
      : ['dist/server/main.js'];
  return spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
      // Measured and checked with a password sign-in; a second factor is not what this exercises.
      SECOND_FACTOR_REQUIRED_FOR: 'none',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Logs in as benchAdmin and returns the Cookie header to send. */
export async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(benchAdmin),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Sends `body` as JSON with the administrator's `cookie`; throws unless the answer is 2xx. */
export async function sendJson(
  base: string,
  cookie: string,
  method: string,
  url: string,
  body: unknown,
): Promise<unknown> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}
