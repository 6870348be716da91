/**
 * For each Playwright project, a real SMTP server (smtp-server) that stores every message as an .eml file,
 * and the built application against it on a fresh DATA_DIR, on the port of the project's baseURL. The
 * projects run side by side, one test at a time each, so each project's tests meet one server in the same
 * order every run. Tests read their project's mails with `receivedMails` (fixtures.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { waitFor } from '../../scripts/bench-support.ts';

export const E2E_ADMIN = { email: 'admin@example.org', password: 'e2e password 1234' };

/** Where the mails sent by `project`'s server are stored. */
export const mailDirEnv = (project: string) => `E2E_MAIL_DIR_${project.toUpperCase()}`;

interface Instance {
  smtp: SMTPServer;
  server: ChildProcess;
}

async function startSmtp(mailDir: string): Promise<{ smtp: SMTPServer; port: number }> {
  let counter = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        counter += 1;
        fs.writeFileSync(path.join(mailDir, `${Date.now()}-${counter}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port));
  });
  return { smtp, port };
}

export async function startInstance(root: string, project: string, baseURL: string): Promise<Instance> {
  const dir = path.join(root, project);
  const mailDir = path.join(dir, 'mail');
  fs.mkdirSync(mailDir, { recursive: true });
  const { smtp, port: smtpPort } = await startSmtp(mailDir);

  // E2E_BUILD_DIR runs the server from source against a private build (see scripts/build-to.sh).
  const buildDir = process.env.E2E_BUILD_DIR;
  const command = buildDir
    ? ['--conditions=source', '--import', 'tsx', 'src/server/main.ts']
    : ['dist/server/main.js'];
  const url = new URL(baseURL);
  const server = spawn(process.execPath, command, {
    env: {
      ...process.env,
      ...(buildDir ? { STATIC_DIR: path.join(buildDir, 'client') } : {}),
      PORT: url.port,
      HOST: url.hostname,
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: '',
      PUBLIC_URL: baseURL,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The journeys sign in with the password; the second factor's own journey turns the requirement on.
      SECOND_FACTOR_REQUIRED_FOR: 'none',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Gurukul <noreply@gurukul.example.org>',
      LOG_LEVEL: 'warn',
      FORM_RATE_LIMIT_PER_MINUTE: '1000',
      SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.env[mailDirEnv(project)] = mailDir;
  return { smtp, server };
}

export async function stopInstance({ smtp, server }: Instance): Promise<void> {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-e2e-'));
  const projects = config.projects.map((project) => ({
    name: project.name,
    baseURL: project.use.baseURL!,
  }));
  const instances = await Promise.all(
    projects.map(({ name, baseURL }) => startInstance(root, name, baseURL)),
  );
  const stop = async () => {
    await Promise.all(instances.map(stopInstance));
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    await Promise.all(projects.map(({ baseURL }) => waitFor(`${baseURL}/api/health`)));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
