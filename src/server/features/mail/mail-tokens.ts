import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '#server/db/database';
import { loadStoredSecret } from '#server/db/stored-secret';

/**
 * A token proves which subscription a link is for and what it may do; one purpose never opens another.
 * 'resubscribe' brings back an address that unsubscribed; its token is bound to the request that asked.
 */
export type TokenPurpose = 'unsubscribe' | 'confirm' | 'resubscribe';

export interface TokenSigner {
  /** `binding` ties the token to one value of the subscription (a request's time): a new value voids it. */
  sign(purpose: TokenPurpose, subscriptionId: number, binding?: string): string;
  /** The subscription id, or null when the token was not made by us for this purpose (and binding). */
  verify(purpose: TokenPurpose, token: string, binding?: string): number | null;
}

const SECRET_KEY = 'mail_secret';
const TOKEN_PATTERN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * The subscription id a token claims, unverified: enough to look up the value a bound token was made
 * for, which `verify` then checks.
 */
export function claimedSubscriptionId(token: string): number | null {
  const match = TOKEN_PATTERN.exec(token);
  return match ? Number(match[1]) : null;
}

/** HMAC-SHA256 of the purpose and subscription id: links work without a login and cannot be forged. */
export function createTokenSigner(secret: string): TokenSigner {
  const mac = (purpose: TokenPurpose, id: number, binding: string | undefined) =>
    createHmac('sha256', secret)
      .update(binding === undefined ? `${purpose}:${id}` : `${purpose}:${id}:${binding}`)
      .digest('base64url');
  return {
    sign: (purpose, id, binding) => `${id}.${mac(purpose, id, binding)}`,
    verify(purpose, token, binding) {
      const match = TOKEN_PATTERN.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      const expected = Buffer.from(mac(purpose, id, binding));
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
  return loadStoredSecret(db, SECRET_KEY);
}
