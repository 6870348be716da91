/**
 * node --conditions=source --import tsx scripts/bench-password-reset.ts — whether "Forgot your password?"
 * takes the same time for an address with an account and for one without (docs/staff.md): a stranger must
 * not learn from the answer's time which addresses have accounts.
 *
 * Builds the app in this process on a temporary SQLite DATA_DIR with a real SMTP server (mails are sent
 * after the answer, as in production), creates ROUNDS accounts, then asks ROUNDS times for each kind of
 * address, alternating, each request from a client address of its own so no limit is reached. Prints the
 * median and 90th percentile of each kind; PASS when the medians differ by less than 2 ms or 25 %.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { passwordResetPaths } from '#shared/api/account';
import { insertAdmin } from '#server/features/auth/auth.repository';
import { hashPassword } from '#server/features/auth/password';
import { startTestSmtp } from '#server/features/mail/testing/smtp-test-server';

const rounds = Number(process.env.ROUNDS ?? 200);
const WARM_UP = 20;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-bench-reset-'));
  const smtp = await startTestSmtp();
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: 'owner@example.org',
      ADMIN_PASSWORD: 'bench password 1234',
      PUBLIC_URL: 'http://localhost:3000',
      STATIC_DIR: path.join(dataDir, 'no-client'),
      SMTP_URL: smtp.url,
    }),
    { startMailWorker: false },
  );
  try {
    await app.ready();
    const hash = await hashPassword('bench password 1234');
    const now = new Date().toISOString();
    for (let i = 0; i < rounds + WARM_UP; i += 1) {
      await insertAdmin(app.db, `known-${i}@example.org`, hash, now, { role: 'editor', name: `Known ${i}` });
    }
    const times = { known: [] as number[], unknown: [] as number[] };
    let client = 0;
    const ask = async (email: string) => {
      client += 1;
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: passwordResetPaths.request,
        payload: { email },
        remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      });
      if (response.statusCode !== 200) throw new Error(`${email}: ${response.statusCode} ${response.body}`);
      return performance.now() - started;
    };
    for (let i = 0; i < rounds + WARM_UP; i += 1) {
      // Alternated, and in both orders, so neither kind always follows the other.
      const pair =
        i % 2 === 0
          ? [
              ['known', `known-${i}@example.org`],
              ['unknown', `nobody-${i}@example.org`],
            ]
          : [
              ['unknown', `nobody-${i}@example.org`],
              ['known', `known-${i}@example.org`],
            ];
      for (const [kind, email] of pair as ['known' | 'unknown', string][]) {
        const ms = await ask(email);
        if (i >= WARM_UP) times[kind].push(ms);
      }
    }
    const known = { median: quantile(times.known, 0.5), p90: quantile(times.known, 0.9) };
    const unknown = { median: quantile(times.unknown, 0.5), p90: quantile(times.unknown, 0.9) };
    const gap = Math.abs(known.median - unknown.median);
    const pass = gap < Math.max(2, 0.25 * Math.min(known.median, unknown.median));
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.log(`password reset request, ${rounds} of each kind:`);
    console.log(`  address with an account: median ${ms(known.median)}, p90 ${ms(known.p90)}`);
    console.log(`  address without one:     median ${ms(unknown.median)}, p90 ${ms(unknown.p90)}`);
    console.log(`${pass ? 'PASS' : 'FAIL'}: the medians differ by ${ms(gap)}`);
    process.exitCode = pass ? 0 : 1;
  } finally {
    await app.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
