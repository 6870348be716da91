/**
 * The ceilings the benchmarks compare the server with (issue 31, must have 3): a bare node:http server and
 * nginx, each answering the very bytes and headers the server sent for each address, so the difference is
 * what the server does per request and nothing else. Each runs in a process of its own; nginx with one
 * worker (the server is one Node process) and no access log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from './bench-support.ts';

/** What an address answered: its headers and its bytes, as the server sent them. */
export interface RecordedAnswer {
  headers: Record<string, string>;
  body: Buffer;
}

/** Fetches each address from the server with `requestHeaders` and keeps the answer byte for byte. */
export async function recordAnswers(
  base: string,
  urls: string[],
  requestHeaders: Record<string, string> = {},
): Promise<Record<string, RecordedAnswer>> {
  const http = await import('node:http');
  const answers: Record<string, RecordedAnswer> = {};
  for (const url of urls) {
    answers[url] = await new Promise<RecordedAnswer>((resolve, reject) => {
      http
        .get(`${base}${url}`, { headers: requestHeaders }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const headers: Record<string, string> = {};
            for (const [name, value] of Object.entries(response.headers))
              if (
                !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name) &&
                value !== undefined
              )
                headers[name] = Array.isArray(value) ? value.join(', ') : value;
            if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
            else resolve({ headers, body: Buffer.concat(chunks) });
          });
        })
        .on('error', reject);
    });
  }
  return answers;
}

const nodeCeilingSource = `
const http = require('node:http');
const fs = require('node:fs');
const answers = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
for (const answer of Object.values(answers)) answer.body = Buffer.from(answer.body, 'base64');
http.createServer((req, res) => {
  const answer = answers[req.url];
  if (answer === undefined) { res.statusCode = 404; return res.end(); }
  res.writeHead(200, answer.headers).end(answer.body);
}).listen(Number(process.argv[2]), '127.0.0.1');
`;

/** A bare node:http server on `port` answering `answers`. */
export async function startNodeCeiling(
  dir: string,
  port: number,
  answers: Record<string, RecordedAnswer>,
): Promise<ChildProcess> {
  const file = path.join(dir, `node-ceiling-${port}.json`);
  const encoded = Object.fromEntries(
    Object.entries(answers).map(([url, answer]) => [
      url,
      { ...answer, body: answer.body.toString('base64') },
    ]),
  );
  fs.writeFileSync(file, JSON.stringify(encoded));
  const child = spawn(process.execPath, ['-e', nodeCeilingSource, file, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}${Object.keys(answers)[0]}`);
  return child;
}

const nginxPath = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

/** nginx on `port` answering `answers` from files, with the same headers; undefined where there is none. */
export async function startNginxCeiling(
  dir: string,
  port: number,
  answers: Record<string, RecordedAnswer>,
): Promise<ChildProcess | undefined> {
  if (!nginxPath) return undefined;
  const root = path.join(dir, `nginx-${port}`);
  fs.mkdirSync(path.join(root, 'files'), { recursive: true });
  // nginx's worker runs as another user when started as root: it must be able to read the files.
  for (const folder of [dir, root, path.join(root, 'files')]) fs.chmodSync(folder, 0o755);
  const locations = Object.entries(answers).map(([url, answer], index) => {
    const file = `answer-${index}`;
    fs.writeFileSync(path.join(root, 'files', file), answer.body);
    const { 'content-type': type, 'content-length': _length, etag: _etag, ...rest } = answer.headers;
    const headers = Object.entries(rest)
      .map(([name, value]) => `      add_header ${name} '${value.replace(/'/g, "\\'")}' always;`)
      .join('\n');
    return `    location = ${url} {\n      default_type '${type ?? 'application/octet-stream'}';\n      etag off;\n${headers}\n      try_files /${file} =404;\n    }`;
  });
  const config = `worker_processes 1;
daemon off;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${root}/tmp;
  proxy_temp_path ${root}/tmp;
  fastcgi_temp_path ${root}/tmp;
  uwsgi_temp_path ${root}/tmp;
  scgi_temp_path ${root}/tmp;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${root}/files;
${locations.join('\n')}
  }
}
`;
  fs.writeFileSync(path.join(root, 'nginx.conf'), config);
  const child = spawn(nginxPath, ['-c', path.join(root, 'nginx.conf'), '-p', root], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}${Object.keys(answers)[0]}`);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return child;
}

/**
 * Prints a load benchmark's table as Markdown, under a line naming the load and the machine, then whether
 * every row's last cell (`x >= target` or `x < target`) met its target.
 */
export function printRateTable(
  load: { connections: number; seconds: number; rounds: number },
  header: string[],
  rows: string[][],
): void {
  console.log(
    `\n${load.connections} connections, ${load.seconds} s per run, ${load.rounds} round(s), node ${process.version}, ` +
      `${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(2)}, ` +
      `log level ${process.env.LOG_LEVEL ?? 'info (default)'}\n`,
  );
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  const unmet = rows.filter((row) => row.at(-1)!.includes(' < '));
  console.log(
    `\nTargets: ${unmet.length === 0 ? 'met' : `NOT met on ${unmet.map((row) => row[0]).join(', ')}`}`,
  );
}

export function stopProcess(child: ChildProcess | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
