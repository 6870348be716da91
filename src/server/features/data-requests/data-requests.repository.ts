import type { Selectable } from 'kysely';
import type { Db } from '#server/db/database';
import type { DataRequestsTable } from '#server/db/schema-data-requests';

export type DataRequestRow = Selectable<DataRequestsTable>;

export async function insertRequest(
  db: Db,
  input: { kind: string; email: string; details: string; tokenHash: string; expiresAt: string; now: string },
): Promise<void> {
  await db
    .insertInto('data_requests')
    .values({
      kind: input.kind,
      email: input.email,
      details: input.details,
      status: 'unverified',
      token_hash: input.tokenHash,
      token_expires_at: input.expiresAt,
      created_at: input.now,
    })
    .execute();
}

/** The unverified request of a live link, without using it (the page that asks to confirm). */
export function findUnverified(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('data_requests')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('status', '=', 'unverified')
    .where('token_expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Confirms the request of a live link: one conditional UPDATE, so of two clicks exactly one gets the row
 * (on either engine) and the link never works twice.
 */
export function claimUnverified(db: Db, tokenHash: string, now: string, dueAt: string) {
  return db
    .updateTable('data_requests')
    .set({ status: 'open', verified_at: now, due_at: dueAt })
    .where('token_hash', '=', tokenHash)
    .where('status', '=', 'unverified')
    .where('token_expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export function findById(db: Db, id: number) {
  return db
    .selectFrom('data_requests')
    .selectAll()
    .where('id', '=', id)
    .where('status', '!=', 'unverified')
    .executeTakeFirst();
}

/** The confirmed requests, the latest first (the service puts the open ones on top). */
export function listVerified(db: Db) {
  return db
    .selectFrom('data_requests')
    .selectAll()
    .where('status', '!=', 'unverified')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

export async function setExport(
  db: Db,
  id: number,
  exported: { key: string; tokenHash: string; madeAt: string; expiresAt: string },
): Promise<void> {
  await db
    .updateTable('data_requests')
    .set({
      export_key: exported.key,
      export_token_hash: exported.tokenHash,
      export_made_at: exported.madeAt,
      export_expires_at: exported.expiresAt,
      export_downloaded_at: null,
    })
    .where('id', '=', id)
    .execute();
}

export function findLiveExport(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('data_requests')
    .selectAll()
    .where('export_token_hash', '=', tokenHash)
    .where('export_key', 'is not', null)
    .where('export_expires_at', '>', now)
    .executeTakeFirst();
}

export async function markDownloaded(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('data_requests')
    .set({ export_downloaded_at: now })
    .where('id', '=', id)
    .where('export_downloaded_at', 'is', null)
    .execute();
}

export async function markDone(db: Db, id: number, by: string | null, now: string): Promise<boolean> {
  const result = await db
    .updateTable('data_requests')
    .set({ status: 'done', done_at: now, done_by: by })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Unlinks the exports made for an address and answers their files, for the caller to remove. */
export async function takeExportsOf(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .selectFrom('data_requests')
    .select('export_key')
    .where('email', '=', email)
    .where('export_key', 'is not', null)
    .execute();
  await db
    .updateTable('data_requests')
    .set({ export_key: null, export_token_hash: null })
    .where('email', '=', email)
    .execute();
  return rows.flatMap((row) => (row.export_key ? [row.export_key] : []));
}

/** The requests of an erased address stay as the record of the answer, with the address masked. */
export async function maskRequestsOf(db: Db, email: string, masked: string): Promise<void> {
  await db
    .updateTable('data_requests')
    .set({ email: masked, details: '' })
    .where('email', '=', email)
    .execute();
}

/** Exports whose link has expired (their files are removed), and unverified requests past their link. */
export function expiredExports(db: Db, now: string) {
  return db
    .selectFrom('data_requests')
    .select(['id', 'export_key'])
    .where('export_key', 'is not', null)
    .where('export_expires_at', '<=', now)
    .execute();
}

export async function forgetExport(db: Db, id: number): Promise<void> {
  await db
    .updateTable('data_requests')
    .set({ export_key: null, export_token_hash: null })
    .where('id', '=', id)
    .execute();
}

export async function deleteUnverifiedBefore(db: Db, now: string): Promise<number> {
  const result = await db
    .deleteFrom('data_requests')
    .where('status', '=', 'unverified')
    .where('token_expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
