/**
 * One side of npm run bench:mail, in a process of its own: `--app` (the queue and its worker) or `--ceiling`
 * (bare nodemailer). Prints its RESULT line for bench-mail.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { highWaterMb, sampleRss } from './bench-memory.ts';
import { CONCURRENCY, MESSAGE, MESSAGES, prepareDatabase, report, SUBJECT } from './bench-mail-setup.ts';

/** The app: real config, real worker, real SQLite queue; one campaign to every subscriber. */
async function runApp(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-bench-mail-'));
  const cookie = await prepareDatabase(dataDir);
  const { loadConfig } = await import('#server/config');
  const { buildApp } = await import('#server/app');
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SMTP_URL: process.env.BENCH_SMTP_URL,
    PUBLIC_URL: 'https://gurukul.example.org',
    MAIL_FROM: 'Gurukul <noreply@gurukul.example.org>',
    MAIL_CONCURRENCY: String(CONCURRENCY),
    MAIL_RATE_PER_SECOND: '1000000',
    MAIL_DAILY_CAP: '10000000',
    STATIC_DIR: path.join(dataDir, 'no-client'),
  });
  const app = await buildApp(config);
  await app.ready();
  try {
    const stopSampling = sampleRss();
    const started = performance.now();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/send_email',
      headers: { cookie },
      payload: { recipientType: 'all', subject: SUBJECT, message: MESSAGE },
    });
    if (sent.statusCode !== 200) throw new Error(`send_email answered ${sent.statusCode}: ${sent.body}`);
    const { campaignId, recipients } = sent.json() as { campaignId: number; recipients: number };
    for (;;) {
      const row = await app.db
        .selectFrom('campaigns')
        .select('status')
        .where('id', '=', campaignId)
        .executeTakeFirstOrThrow();
      if (row.status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    const peakMemoryMb = stopSampling();
    const delivered = await app.db
      .selectFrom('deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'sent')
      .executeTakeFirstOrThrow();
    if (Number(delivered.n) !== recipients) throw new Error(`only ${delivered.n} of ${recipients} were sent`);
    report({
      messages: recipients,
      seconds,
      perSecond: recipients / seconds,
      peakMemoryMb,
      highWaterMb: highWaterMb(),
    });
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The ceiling: nodemailer's pool, the same settings, messages of the same size, nothing else. */
async function runCeiling(): Promise<void> {
  const { renderMail, messageToHtml } = await import('#server/features/mail/mail-template');
  const { defaultSiteDetails } = await import('#shared/content/defaults/site-details');
  const body = renderMail({
    sender: defaultSiteDetails,
    title: SUBJECT,
    contentText: MESSAGE,
    contentHtml: messageToHtml(MESSAGE),
    footerNote: 'You receive this mail because you subscribed to updates from Gurukul.',
    unsubscribeUrl: `https://gurukul.example.org/unsubscribe?token=1.${'x'.repeat(43)}`,
  });
  const transport = nodemailer.createTransport({
    url: process.env.BENCH_SMTP_URL,
    pool: true,
    maxConnections: CONCURRENCY,
    maxMessages: 1000,
  } as never);
  let next = 0;
  const stopSampling = sampleRss();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < MESSAGES) {
        next += 1;
        await transport.sendMail({
          from: 'Gurukul <noreply@gurukul.example.org>',
          to: `subscriber${next}@example.org`,
          subject: SUBJECT,
          ...body,
        });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const peakMemoryMb = stopSampling();
  transport.close();
  report({
    messages: MESSAGES,
    seconds,
    perSecond: MESSAGES / seconds,
    peakMemoryMb,
    highWaterMb: highWaterMb(),
  });
}

const run = process.argv[2] === '--app' ? runApp : runCeiling;
run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
