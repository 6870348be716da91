import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, sql, type Kysely } from 'kysely';

/**
 * The tables as the database itself lists them (never a list kept in the code), so a table added by a
 * future migration is backed up and restored without a change here. Kysely's own bookkeeping tables are
 * left out: their state is the backup's schema version (migrationsRun).
 */
export interface TableShape {
  name: string;
  columns: string[];
  /** Columns numbered by the database (identity on PostgreSQL): their sequence is moved past the rows. */
  numbered: string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table, whatever the app's types say
type AnyDb = Kysely<any>;

export async function listTables(db: AnyDb): Promise<TableShape[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: false });
  return tables
    .filter((table) => !table.isView && !isMigrationTable(table.name))
    .map((table) => ({
      name: table.name,
      columns: table.columns.map((column) => column.name),
      numbered: table.columns.filter((column) => column.isAutoIncrementing).map((column) => column.name),
    }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

const isMigrationTable = (name: string) =>
  name === DEFAULT_MIGRATION_TABLE || name === DEFAULT_MIGRATION_LOCK_TABLE;

/** The migrations the database has run, in order: its schema version. */
export async function migrationsRun(db: AnyDb): Promise<string[]> {
  const rows = await db.selectFrom(DEFAULT_MIGRATION_TABLE).select('name').orderBy('name').execute();
  return rows.map((row: { name: string }) => row.name);
}

/**
 * The rows of a table a page at a time, in a total order (every column), so that pages read inside one
 * transaction neither skip nor repeat a row.
 */
export async function* tableRows(
  db: AnyDb,
  table: TableShape,
  pageSize: number,
): AsyncGenerator<unknown[][]> {
  const order = sql.join(table.columns.map((_, index) => sql.raw(String(index + 1))));
  const columns = sql.join(table.columns.map((column) => sql.ref(column)));
  for (let offset = 0; ; offset += pageSize) {
    const { rows } = await sql<Record<string, unknown>>`select ${columns} from ${sql.table(table.name)}
      order by ${order} limit ${pageSize} offset ${offset}`.execute(db);
    if (rows.length > 0) yield rows.map((row) => table.columns.map((column) => encodeValue(row[column])));
    if (rows.length < pageSize) return;
  }
}

/** A value as JSON holds it on either engine: bytes as `{ $bytes: base64 }`, the rest as themselves. */
export function encodeValue(value: unknown): unknown {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array)
    return { $bytes: Buffer.from(value).toString('base64') };
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

export function decodeValue(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && '$bytes' in value) {
    return Buffer.from(String((value as { $bytes: unknown }).$bytes), 'base64');
  }
  return value;
}
