import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { SchemaPostgresDialect } from '../db/postgres-dialect.ts';
import type { Database } from '../db/schema.ts';
import { findAdminByEmail, insertAdmin } from '../features/auth/auth.repository.ts';
import { hashPassword } from '../features/auth/password.ts';
import { roleTexts, type Role } from '#shared/staff/roles';

export type Engine = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export const ADMIN_EMAIL = 'admin@example.org';
export const ADMIN_PASSWORD = 'correct horse battery staple';
export const SITE = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Logs in as the administrator and returns the Cookie header value. */
  login(): Promise<string>;
  /** Creates `<role>@example.org` with that role (once) and returns the Cookie header of its login. */
  loginAs(role: Role): Promise<string>;
  close(): Promise<void>;
}

/** A PostgreSQL schema of its own per test app, so test files never see each other's rows. */
async function createPostgresDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  const pool = new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` });
  const db = new Kysely<Database>({ dialect: new SchemaPostgresDialect({ pool }) });
  return {
    db,
    drop: async () => {
      await db.destroy();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** The configuration of a test app on `dataDir`: silent, the test administrator, no built client. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    PUBLIC_URL: SITE,
    STATIC_DIR: path.join(dataDir, 'no-client'),
    // Tests sign in with a password alone unless they test the requirement (second-factor.test.ts).
    SECOND_FACTOR_REQUIRED_FOR: 'none',
    ...env,
  });
}

export async function createTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-test-'));
  const config = testConfig(dataDir, env);
  const pgDb = engine === 'postgres' ? await createPostgresDb() : undefined;
  const app = await buildApp(config, { ...options, db: pgDb?.db ?? options.db });
  await app.ready();
  const db = app.db;
  return {
    app,
    db,
    config,
    async login() {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      if (response.statusCode !== 200 || response.json().secondFactor) {
        throw new Error(`login failed: ${response.body}`);
      }
      return cookieOf(response);
    },
    async loginAs(role) {
      const email = `${role}@example.org`;
      if (!(await findAdminByEmail(db, email))) {
        await insertAdmin(db, email, await hashPassword(ADMIN_PASSWORD), new Date().toISOString(), {
          role,
          name: roleTexts[role].label,
        });
      }
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: ADMIN_PASSWORD },
      });
      if (response.statusCode !== 200 || response.json().secondFactor) {
        throw new Error(`login failed: ${response.body}`);
      }
      return cookieOf(response);
    },
    async close() {
      await app.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function cookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  if (!first) throw new Error('no cookie set');
  return first.split(';')[0]!;
}

/** A test app shared by the tests of a describe block, with the administrator's Cookie header. */
export interface SharedTestApp extends TestApp {
  readonly cookie: string;
  /** Sends a request with the administrator's cookie, or as a visitor when `auth` is false. */
  send(method: HTTPMethods, url: string, payload?: unknown, auth?: boolean): Promise<LightMyRequestResponse>;
}

/**
 * Creates a test app before the tests of the describe block it is called in, logs the administrator in and
 * closes it after them. Its fields are there once the tests run.
 */
export function withTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): SharedTestApp {
  let t: TestApp | undefined;
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp(engine, env, options);
    cookie = await t.login();
  });
  afterAll(() => t?.close());
  return {
    get app() {
      return t!.app;
    },
    get db() {
      return t!.db;
    },
    get config() {
      return t!.config;
    },
    get cookie() {
      return cookie;
    },
    login: () => t!.login(),
    loginAs: (role) => t!.loginAs(role),
    close: () => t!.close(),
    send: (method, url, payload, auth = true) =>
      t!.app.inject({ method, url, payload: payload as object, headers: auth ? { cookie } : {} }),
  };
}

/** Another instance of the same site: an app of its own (and DATA_DIR), on `first`'s database. */
export function createPeerApp(
  first: TestApp,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  // The engine only matters when a database is made for the app; this one is given.
  return createTestApp('sqlite', env, { ...options, db: first.db });
}
