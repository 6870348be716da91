import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '#server/db/database';
import { loadStoredSecret } from '#server/db/stored-secret';
import { STOP_CONTACTING_PATH, stopContactingApiPath } from '#shared/privacy/consent';

/**
 * The signed "stop contacting me" link of every mail to a member of the public: it names the address
 * (so it works for donors, who have no subscription) and cannot be made for another without the secret.
 */
const SECRET_KEY = 'stop_contacting_secret';
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/;

export interface StopLinks {
  /** The page the link in the mail body opens. */
  pageUrl(email: string): string;
  /** The RFC 8058 one-click address of the List-Unsubscribe header. */
  oneClickUrl(email: string): string;
  /** The address a token was made for, or null. */
  verify(token: unknown): string | null;
}

export function createStopLinks(secret: string, publicUrl: string): StopLinks {
  const site = publicUrl.replace(/\/+$/, '');
  const mac = (email: string) => createHmac('sha256', secret).update(`stop:${email}`).digest('base64url');
  const tokenOf = (email: string) => {
    const address = email.trim().toLowerCase();
    return `${Buffer.from(address).toString('base64url')}.${mac(address)}`;
  };
  return {
    pageUrl: (email) => `${site}${STOP_CONTACTING_PATH}?token=${tokenOf(email)}`,
    oneClickUrl: (email) => `${site}${stopContactingApiPath}?token=${tokenOf(email)}`,
    verify(token) {
      if (typeof token !== 'string') return null;
      const match = TOKEN_PATTERN.exec(token);
      if (!match) return null;
      const email = Buffer.from(match[1]!, 'base64url').toString('utf8');
      const expected = Buffer.from(mac(email));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given) ? email : null;
    },
  };
}

/** The links, with the secret kept in the settings table (generated on first use, shared by instances). */
export function stopLinksOf(db: Db, publicUrl: string): () => Promise<StopLinks> {
  let loading: Promise<StopLinks> | undefined;
  return () =>
    (loading ??= loadStoredSecret(db, SECRET_KEY).then(
      (secret) => createStopLinks(secret, publicUrl),
      (error: unknown) => {
        // Tried again next time (the database was not ready yet).
        loading = undefined;
        throw error;
      },
    ));
}
