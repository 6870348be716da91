import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { migrations } from './migrations/index.ts';
import { SchemaPostgresDialect } from './postgres-dialect.ts';

export type Db = Kysely<Database>;
export type DbEngine = 'sqlite' | 'postgres';

export interface DbOptions {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** SQLite file in DATA_DIR by default; PostgreSQL when DATABASE_URL is a postgres:// URL. */
export function createDb(options: DbOptions): { db: Db; engine: DbEngine } {
  if (options.databaseUrl) {
    // Return BIGINT (count(*) etc.) as numbers: our counts stay far below 2^53.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new SchemaPostgresDialect({ pool }) }), engine: 'postgres' };
  }
  fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(options.dataDir, 'gurukul.sqlite');
  // Readable by the server's user alone; SQLite gives its -wal and -shm files the same permissions.
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), engine: 'sqlite' };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema unless told which one: another schema of the
    // same database holding them (another app, a parallel test) would make it skip creating its own.
    ...(engineOf(db) === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}

/** A unique constraint refused the write, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Which engine a database handle talks to: the one check the app makes (frozen migrations keep their own,
 * as they import no app code). Also exposed as `app.dbEngine`.
 */
export function engineOf(db: Db): DbEngine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
