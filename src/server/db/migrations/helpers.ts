import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** Dialect differences stay here so migrations read the same on both engines. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer key that never reuses a value: identity on PostgreSQL, AUTOINCREMENT on SQLite. */
export function idKey(db: Kysely<any>) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db) ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}
