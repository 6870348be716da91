import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '#server/db/database';
import type { AccountTokensTable } from '#server/db/schema';
import { hashToken } from '#server/features/auth/auth.service';

/**
 * Single-use links sent by mail (an invitation, a password reset, a change of address). The mail carries
 * 32 random bytes; the table keeps only their sha256, like sessions, so a copy of the database opens no
 * link. A link works until it expires or is used once.
 */
export type AccountTokenPurpose = 'invite' | 'reset' | 'email';
export type AccountTokenRow = Selectable<AccountTokensTable>;

export interface NewAccountToken {
  purpose: AccountTokenPurpose;
  /** Where the link is sent; kept as given (callers pass it trimmed and lower-case). */
  email: string;
  adminId?: number | null;
  role?: string | null;
  name?: string | null;
  createdBy?: number | null;
  ttlMs: number;
  now: Date;
}

/** Stores a new link and returns its token (to put in the mail; it is not kept anywhere). */
export async function issueAccountToken(db: Db, input: NewAccountToken): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('account_tokens')
    .values({
      id: hashToken(token),
      purpose: input.purpose,
      email: input.email,
      admin_id: input.adminId ?? null,
      role: input.role ?? null,
      name: input.name ?? null,
      created_by: input.createdBy ?? null,
      created_at: input.now.toISOString(),
      expires_at: new Date(input.now.getTime() + input.ttlMs).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** The link's row while it is unused and unexpired, without using it (to show what it is for). */
export async function findLiveAccountToken(
  db: Db,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date,
): Promise<AccountTokenRow | undefined> {
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('id', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/**
 * Uses the link: one conditional UPDATE sets used_at only while it is still null and unexpired, so of two
 * parallel clicks exactly one gets the row (on either engine); the other gets undefined. Pass a
 * transaction to undo the use when the work that follows fails.
 */
export async function claimAccountToken(
  db: Db,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date,
): Promise<AccountTokenRow | undefined> {
  return db
    .updateTable('account_tokens')
    .set({ used_at: now.toISOString() })
    .where('id', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returningAll()
    .executeTakeFirst();
}

/** Why a link is not live, for a plain answer: unknown (or for another purpose), used, or expired. */
export async function accountTokenState(
  db: Db,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date,
): Promise<'unknown' | 'used' | 'expired' | 'live'> {
  const row = await db
    .selectFrom('account_tokens')
    .select(['used_at', 'expires_at'])
    .where('id', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return 'unknown';
  if (row.used_at !== null) return 'used';
  if (row.expires_at <= now.toISOString()) return 'expired';
  return 'live';
}

/** Deletes the unused links of one purpose sent to an address (a new one replaces them). */
export async function revokeAccountTokens(
  db: Db,
  purpose: AccountTokenPurpose,
  email: string,
): Promise<number> {
  const result = await db
    .deleteFrom('account_tokens')
    .where('purpose', '=', purpose)
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
