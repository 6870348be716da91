/**
 * Starts a real SMTP server (smtp-server) that stores every message as an .eml file, then the built
 * application against it on a fresh DATA_DIR. Tests read the mails from E2E_MAIL_DIR.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_PORT } from '../../playwright.config.ts';

export const E2E_ADMIN = { email: 'admin@example.org', password: 'e2e password 1234' };

export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-e2e-'));
  const mailDir = path.join(root, 'mail');
  fs.mkdirSync(mailDir);
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
  const smtpPort = await new Promise<number>((resolve) => {
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port));
  });

  // E2E_BUILD_DIR runs the server from source against a private build (see scripts/build-to.sh).
  const buildDir = process.env.E2E_BUILD_DIR;
  const command = buildDir
    ? ['--conditions=source', '--import', 'tsx', 'src/server/main.ts']
    : ['dist/server/main.js'];
  const server = spawn(process.execPath, command, {
    env: {
      ...process.env,
      ...(buildDir ? { STATIC_DIR: path.join(buildDir, 'client') } : {}),
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Gurukul <noreply@gurukul.example.org>',
      LOG_LEVEL: 'warn',
      FORM_RATE_LIMIT_PER_MINUTE: '1000',
      SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_DATA_DIR = path.join(root, 'data');

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    fs.rmSync(root, { recursive: true, force: true });
  };
}
