/**
 * Debian's nginx in front of the instances, round-robin, from a configuration generated into a prefix of its
 * own (logs and temporary files inside it). Changing the upstream list rewrites the file and reloads nginx
 * (SIGHUP to its master), as an operator would take an instance out of rotation.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { start, waitUntil, type Started } from './processes.ts';

export interface Nginx {
  url: string;
  /** Sends the traffic to these instance ports from now on. */
  route(ports: number[]): Promise<void>;
  process: Started;
}

/** Debian installs nginx in /usr/sbin, which an ordinary user's PATH may leave out. */
const nginxBinary =
  process.env.NGINX_PATH ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

export function nginxConfig(
  prefix: string,
  logDir: string,
  listenPort: number,
  upstreamPorts: number[],
): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(prefix, 'temp', kind)};`)
    .join('\n');
  return `# Generated for one cluster run; see docs/deploy.md for a production configuration.
daemon off;
${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(logDir, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  access_log ${path.join(logDir, 'nginx-access.log')} combined buffer=64k flush=1s;
${temp}
  client_max_body_size 250m;
  upstream gurukul {
${upstreamPorts.map((port) => `    server 127.0.0.1:${port};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://gurukul;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
      proxy_read_timeout 300s;
    }
  }
}
`;
}

/** The PIDs of the master's worker processes. */
function workersOf(master: Started): number[] {
  try {
    const out = execFileSync('pgrep', ['-P', String(master.child.pid)], { encoding: 'utf8' });
    return out.split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
}

export async function startNginx(options: {
  prefix: string;
  logDir: string;
  port: number;
  upstreams: number[];
}): Promise<Nginx> {
  const { prefix, port } = options;
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(prefix, 'temp', kind), { recursive: true });
  const configFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(configFile, nginxConfig(prefix, options.logDir, port, options.upstreams));
  const args = ['-p', prefix, '-c', configFile, '-e', path.join(options.logDir, 'nginx-error.log')];
  const nginx = start('nginx', nginxBinary, args, { logDir: options.logDir });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () => (await fetch(`${url}/api/health`)).status < 500,
    15_000,
    `nginx did not answer on ${url}`,
    nginx,
  );
  return {
    url,
    process: nginx,
    async route(ports) {
      fs.writeFileSync(configFile, nginxConfig(prefix, options.logDir, port, ports));
      const before = workersOf(nginx);
      nginx.child.kill('SIGHUP');
      // A new worker takes over; the old one finishes what it holds and leaves.
      await waitUntil(
        () => {
          const now = workersOf(nginx);
          return now.length > 0 && !now.some((pid) => before.includes(pid));
        },
        15_000,
        'nginx did not reload its configuration',
        nginx,
      );
    },
  };
}
