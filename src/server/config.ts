import type { TrustedProxies } from './plugins/client-address.ts';
import { isRole, roles, type Role } from '#shared/staff/roles';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/**
 * TRUST_PROXY: unset or false, no proxy; true (one proxy in front, the usual case) or a number of hops; or
 * the proxies' addresses and ranges, comma-separated (`10.0.0.1, 10.0.1.0/24`).
 */
const trustedProxies = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') return 1;
    if (/^[0-9]+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => /^[0-9a-fA-F:.]+(\/[0-9]{1,3})?$/.test(entry) && /[.:]/.test(entry)))
      return entries;
    context.addIssue({
      code: 'custom',
      message: 'must be true, false, a number of proxies, or their addresses (10.0.0.1, 10.0.1.0/24)',
    });
    return false;
  });

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);
const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for SQLite)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .min(12, 'must be at least 12 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).optional(),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(2048).default(200),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(7),
  TRUST_PROXY: trustedProxies,
  DOUBLE_OPT_IN: booleanFlag,
  MAIL_RATE_PER_SECOND: z.coerce.number().positive().default(10),
  MAIL_DAILY_CAP: z.coerce.number().int().positive().default(2000),
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(3),
  MAIL_PAUSE_AFTER_ERRORS: z.coerce.number().int().min(1).default(20),
  MAIL_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// address')
    .optional(),
  PUSH_SUBSCRIPTIONS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  PUSH_SUBSCRIPTIONS_MAX: z.coerce.number().int().positive().default(20000),
  DATA_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (a 256-bit key)')
    .optional(),
  DATA_KEY_FILE: optionalText,
  STATIC_DIR: z.string().optional(),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  SUBSCRIBE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(30),
  UPLOAD_TIMEOUT_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(30),
  FFMPEG_PATH: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalUrl,
  S3_CREATE_BUCKET: booleanFlag,
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss:// (leave it unset for in-memory counters)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SECOND_FACTOR_REQUIRED_FOR: z
    .string()
    .default('owner,finance')
    .transform((list, context) => {
      const named = list
        .split(',')
        .map((role) => role.trim().toLowerCase())
        .filter((role) => role !== '' && role !== 'none');
      const unknown = named.filter((role) => !isRole(role));
      if (unknown.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `unknown role ${unknown.join(', ')}: use ${roles.join(', ')} or none`,
        });
        return z.NEVER;
      }
      return [...new Set(named)] as Role[];
    }),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits or _ : . -')
    .default('gurukul:'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** Photos as uploaded, with their metadata: kept for the administrator, never served. */
  originalsDir: string;
  outboxDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  secureCookies: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  uploadMaxBytes: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Which proxies are believed about the visitor's address (plugins/client-address.ts). */
  trustProxy: TrustedProxies;
  /**
   * The roles that must sign in with a second factor until an owner changes it in Security settings
   * (SECOND_FACTOR_REQUIRED_FOR, default owner and finance; `none` for no role).
   */
  secondFactorRequiredFor: Role[];
  doubleOptIn: boolean;
  mail: { ratePerSecond: number; dailyCap: number; concurrency: number; pauseAfterErrors: number };
  /** Signs unsubscribe and confirmation links; derived and stored in DATA_DIR when unset. */
  mailSecret: string | undefined;
  /** Alerts on visitors' phones (docs/alerts.md). */
  push: PushConfig;
  /** Encrypts PAN and Aadhaar numbers at rest; generated into DATA_DIR/data-key when unset. */
  dataKey: string | undefined;
  /** A file holding the data key, best outside DATA_DIR (made with a new key when missing); or DATA_KEY. */
  dataKeyFile: string | undefined;
  /** Folder of the built client; unset means dist/client beside the server build. */
  staticDir: string | undefined;
  /** Per client address, for the contact and interest forms and for add_subscription. */
  rateLimits: { formsPerMinute: number; subscribePerMinute: number };
  /** How long a request (headers and body) may take to arrive; an administrator's upload gets uploadTimeoutMs. */
  requestTimeoutMs: number;
  uploadTimeoutMs: number;
  /** The ffmpeg that cleans uploaded videos; a bare name is looked up on PATH. */
  ffmpegPath: string;
  /** Files in an S3-compatible bucket instead of DATA_DIR (decision 012); unset: DATA_DIR. */
  s3: S3Config | undefined;
  /** Shared counters and cache invalidation across instances; unset keeps them in this process. */
  redisUrl: string | undefined;
  /** Starts every key and channel this site uses in Redis, so several sites can share one server. */
  redisKeyPrefix: string;
};

export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; unset: a pair generated once and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who push services may contact about this site's alerts: VAPID_SUBJECT, else the site or its mail. */
  subject: string;
  /** Devices with alerts on from one network, and in all (a visitor cannot grow the table without bound). */
  perAddress: number;
  total: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** Another service than AWS (MinIO, R2, s3rver): addressed path-style, `<endpoint>/<bucket>/<key>`. */
  endpoint: string | undefined;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where visitors fetch public files (a CDN in front of the bucket); unset: through the app. */
  publicUrl: string | undefined;
  /** Create the bucket at start when it is missing; otherwise the start fails. */
  createBucket: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once; a bad value throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const s3Problems = s3ConfigProblems(e);
  if (s3Problems.length > 0) throw new ConfigError(s3Problems);
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError([
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, or neither to have them generated',
    ]);
  }
  if (e.DATA_KEY && e.DATA_KEY_FILE) {
    throw new ConfigError(['DATA_KEY_FILE: set DATA_KEY or DATA_KEY_FILE, not both']);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const host = new URL(publicUrl).hostname;
  const mailFrom =
    e.MAIL_FROM ?? `Gurukul <noreply@${host === 'localhost' ? 'localhost.localdomain' : host}>`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    originalsDir: path.join(dataDir, 'originals'),
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    logLevel: e.LOG_LEVEL,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3600_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_DAYS * 86_400_000,
    trustProxy: e.TRUST_PROXY,
    secondFactorRequiredFor: e.SECOND_FACTOR_REQUIRED_FOR,
    doubleOptIn: e.DOUBLE_OPT_IN,
    mail: {
      ratePerSecond: e.MAIL_RATE_PER_SECOND,
      dailyCap: e.MAIL_DAILY_CAP,
      concurrency: e.MAIL_CONCURRENCY,
      pauseAfterErrors: e.MAIL_PAUSE_AFTER_ERRORS,
    },
    mailSecret: e.MAIL_SECRET,
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject:
        e.VAPID_SUBJECT ??
        (publicUrl.startsWith('https://') ? publicUrl : `mailto:${mailAddressOf(mailFrom)}`),
      perAddress: e.PUSH_SUBSCRIPTIONS_PER_ADDRESS,
      total: e.PUSH_SUBSCRIPTIONS_MAX,
    },
    dataKey: e.DATA_KEY,
    dataKeyFile: e.DATA_KEY_FILE ? path.resolve(e.DATA_KEY_FILE) : undefined,
    staticDir: e.STATIC_DIR,
    rateLimits: {
      formsPerMinute: e.FORM_RATE_LIMIT_PER_MINUTE,
      subscribePerMinute: e.SUBSCRIBE_RATE_LIMIT_PER_MINUTE,
    },
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    uploadTimeoutMs: Math.round(e.UPLOAD_TIMEOUT_MINUTES * 60_000),
    ffmpegPath: e.FFMPEG_PATH?.trim() || 'ffmpeg',
    s3: s3ConfigOf(e),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
  };
}

type Env = z.infer<typeof envSchema>;

/** The bare address of a From header (`Name <a@b>` or `a@b`). */
function mailAddressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** The S3 variables make sense together: a bucket, and both parts of a key or neither. */
function s3ConfigProblems(e: Env): string[] {
  const problems: string[] = [];
  const others = [
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PUBLIC_URL',
  ] as const;
  const stray = others.filter((name) => e[name] !== undefined);
  if (!e.S3_BUCKET && stray.length > 0) problems.push(`S3_BUCKET: must be set with ${stray.join(', ')}`);
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push(
      "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither for the SDK's own credentials",
    );
  return problems;
}

function s3ConfigOf(e: Env): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
    createBucket: e.S3_CREATE_BUCKET,
  };
}
