import { randomBytes } from 'node:crypto';
import { Kysely } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './database.ts';
import { SchemaPostgresDialect } from './postgres-dialect.ts';
import type { Database } from './schema.ts';

const url = process.env.TEST_DATABASE_URL;

/**
 * Several apps (or parallel test files) share one PostgreSQL database, each in its schema. Kysely's check
 * for its own tables reads every schema's catalogue, so a schema dropped or altered during that read used to
 * fail the migration with "schema … does not exist" or "column … does not exist".
 */
describe.skipIf(!url)('migrations beside schemas being dropped, on postgres', () => {
  it('migrate a fresh schema while other schemas with tables are created and dropped all along', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    let churning = true;
    const churn = (async () => {
      while (churning) {
        const other = `t_${randomBytes(6).toString('hex')}`;
        await admin.query(
          `create schema ${other}; create table ${other}.a (id int); create table ${other}.b (id int)`,
        );
        // A schema being migrated meanwhile: its tables' columns change under the catalogue read too.
        await admin.query(`alter table ${other}.a add column created_at text`);
        await admin.query(`drop schema ${other} cascade`);
      }
    })();
    const schemas: string[] = [];
    try {
      for (let round = 0; round < 6; round += 1) {
        const schema = `t_${randomBytes(6).toString('hex')}`;
        schemas.push(schema);
        await admin.query(`create schema ${schema}`);
        const pool = new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` });
        const db = new Kysely<Database>({ dialect: new SchemaPostgresDialect({ pool }) });
        try {
          await expect(migrateToLatest(db)).resolves.toBeUndefined();
        } finally {
          await db.destroy();
        }
      }
    } finally {
      churning = false;
      await churn;
      for (const schema of schemas) await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  });
});
