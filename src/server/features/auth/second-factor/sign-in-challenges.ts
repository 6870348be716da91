import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/database';
import { hashToken } from '../token-hash.ts';

export type ChallengePurpose = 'sign-in' | 'passkey-register';

/** Long enough to find the phone and open the app; short enough that a forgotten tab is soon worthless. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/**
 * Remembers, for a few minutes, a step proven so far (the password of a sign-in, a passkey ceremony begun)
 * under a random token the browser holds in a cookie. Only the token's sha256 is stored.
 */
export async function openChallenge(
  db: Db,
  purpose: ChallengePurpose,
  adminId: number,
  now: Date,
  challenge: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('sign_in_challenges').where('expires_at', '<', now.toISOString()).execute();
  await db
    .insertInto('sign_in_challenges')
    .values({
      id: hashToken(token),
      purpose,
      admin_id: adminId,
      challenge,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The live challenge behind `token`, or undefined (unknown, of another purpose, or expired). */
export async function findChallenge(db: Db, purpose: ChallengePurpose, token: string, now: Date) {
  if (token.length > 100) return undefined;
  const row = await db
    .selectFrom('sign_in_challenges')
    .selectAll()
    .where('id', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row && row.expires_at > now.toISOString() ? row : undefined;
}

/** Ends a challenge; true only for the one call that ended it, so it is used once even under a double click. */
export async function closeChallenge(db: Db, token: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sign_in_challenges')
    .where('id', '=', hashToken(token))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
