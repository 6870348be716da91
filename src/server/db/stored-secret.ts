import { randomBytes } from 'node:crypto';
import type { Db } from './database.ts';

/**
 * The secret kept under `key` in the settings table, generated at random on first use. Every instance reads
 * the same one, and it outlives restarts; two instances starting at once still agree (the first insert wins).
 */
export async function loadStoredSecret(db: Db, key: string): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}
