/**
 * Administrator command line.
 *   npm run admin -- set-password EMAIL   asks for a new password (or reads it from standard input)
 *   npm run admin -- migrate-files        copies DATA_DIR's files into the configured S3 bucket (decision 012)
 *   npm run admin -- reset-second-factor EMAIL
 *                                         clears the person's authenticator app, passkeys and recovery codes, for
 *                                         the last owner who lost their phone and codes (docs/staff.md)
 *   npm run admin -- restore FILE         replaces the site with a backup (docs/backup.md); the passphrase is
 *                                         BACKUP_PASSPHRASE or asked
 * set-password creates the administrator if the address is new; ends every session of an existing one. Either way it
 * clears the login locks that could hold the administrator out, and browsers remembered as known devices
 * must sign in once more (docs/decisions/007).
 */
import readline from 'node:readline';
import { loadConfig } from '../config.ts';
import { createDb, migrateToLatest } from '../db/database.ts';
import { setPassword } from '../features/auth/auth.service.ts';
import { findAdminByEmail } from '../features/auth/auth.repository.ts';
import { resetSecondFactor } from '../features/auth/second-factor/second-factor.service.ts';
import { createLoginThrottle } from '../features/auth/throttle-store.ts';
import { createRedisConnection, type RedisLog } from '../plugins/redis.ts';
import { PASSWORD_MIN_LENGTH } from '#shared/api/auth';
import { z } from 'zod';

const USAGE =
  'Usage: npm run admin -- set-password EMAIL | reset-second-factor EMAIL | migrate-files | restore FILE';

/** The person's second factor goes; their password alone signs them in, and they can set one up again. */
async function resetSecondFactorOf(email: string): Promise<number> {
  const config = loadConfig();
  const { db } = createDb(config);
  try {
    await migrateToLatest(db);
    const person = await findAdminByEmail(db, email.trim().toLowerCase());
    if (!person) {
      console.log(`No staff account uses ${email}.`);
      return 1;
    }
    await resetSecondFactor(db, person.id);
    console.log(
      `The second step of ${person.email} is cleared: the password alone signs in until a new one is set up.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

async function readPassword(prompt: string): Promise<string> {
  const rl = readline.createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY,
  });
  if (process.stdin.isTTY) {
    // Hide what is typed.
    const output = rl as unknown as { _writeToOutput: (text: string) => void; output: NodeJS.WriteStream };
    output._writeToOutput = (text: string) => {
      if (text.includes(prompt)) output.output.write(prompt);
    };
  }
  const answer = await new Promise<string>((resolve) => rl.question(prompt, resolve));
  rl.close();
  if (process.stdin.isTTY) process.stdout.write('\n');
  return answer.replace(/\r?\n$/, '');
}

async function readLine(prompt: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await new Promise<string>((resolve) => rl.question(prompt, resolve));
  rl.close();
  return answer;
}

async function main(argv: string[]): Promise<number> {
  const [command, email] = argv;
  if (command === 'migrate-files' && argv.length === 1) {
    // Loads the AWS SDK, which set-password does not need.
    const { migrateFiles } = await import('./migrate-files.ts');
    return migrateFiles(loadConfig(), console.log);
  }
  if (command === 'reset-second-factor' && email && argv.length === 2) return resetSecondFactorOf(email);
  if (command === 'restore' && argv.length === 2) {
    const { restoreFromFile } = await import('./restore.ts');
    return restoreFromFile(loadConfig(), argv[1]!, {
      print: (line) => console.log(line),
      passphrase: async () =>
        process.env.BACKUP_PASSPHRASE ?? (await readPassword('Passphrase of the backup: ')),
      confirm: process.stdin.isTTY ? (question) => readLine(question) : undefined,
    });
  }
  if (command !== 'set-password' || !email) {
    console.log(USAGE);
    return 2;
  }
  if (!z.email().safeParse(email.trim().toLowerCase()).success) {
    console.log(`Not an e-mail address: ${email}`);
    return 2;
  }
  const password = await readPassword('New password: ');
  if (password.length < PASSWORD_MIN_LENGTH) {
    console.log(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
    return 1;
  }
  const config = loadConfig();
  const { db } = createDb(config);
  // With REDIS_URL the login locks live in Redis (docs/decisions/013): they are cleared there too.
  const log: RedisLog = { warn: (...args: unknown[]) => console.warn(...args), info: () => {} };
  const redis = config.redisUrl
    ? createRedisConnection(config.redisUrl, config.redisKeyPrefix, log)
    : undefined;
  try {
    await migrateToLatest(db);
    await redis?.connected();
    if (redis && redis.client.status !== 'ready') {
      // Nothing is changed rather than a new password with the old locks still in Redis.
      console.log('Redis (REDIS_URL) cannot be reached, so the login locks kept there cannot be cleared.');
      console.log('Nothing was changed; try again once Redis answers.');
      return 1;
    }
    const result = await setPassword(db, email, password, createLoginThrottle(db, redis, log));
    console.log(
      result === 'updated'
        ? `Password changed for ${email}; its sessions were ended and its login locks cleared.`
        : `Administrator ${email} created.`,
    );
    return 0;
  } finally {
    await redis?.close();
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
