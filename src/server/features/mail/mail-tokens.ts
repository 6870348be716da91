import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';

/** A token proves which subscription a link is for and what it may do; one purpose never opens another. */
export type TokenPurpose = 'unsubscribe' | 'confirm';

export interface TokenSigner {
  sign(purpose: TokenPurpose, subscriptionId: number): string;
  /** The subscription id, or null when the token was not made by us for this purpose. */
  verify(purpose: TokenPurpose, token: string): number | null;
}

const SECRET_KEY = 'mail_secret';
const TOKEN_PATTERN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/** HMAC-SHA256 of the purpose and subscription id: links work without a login and cannot be forged. */
export function createTokenSigner(secret: string): TokenSigner {
  const mac = (purpose: TokenPurpose, id: number) =>
    createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');
  return {
    sign: (purpose, id) => `${id}.${mac(purpose, id)}`,
    verify(purpose, token) {
      const match = TOKEN_PATTERN.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      const expected = Buffer.from(mac(purpose, id));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
    },
  };
}

/**
 * MAIL_SECRET when set; otherwise a random secret generated on first use and kept in the settings table,
 * so links in mails already sent keep working after a restart and on every instance.
 */
export async function loadMailSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('settings')
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', SECRET_KEY)
    .executeTakeFirstOrThrow();
  return row.value;
}
