import webpush from 'web-push';
import type { Db } from '#server/db/database';

/** The site's VAPID key pair (RFC 8292), both halves base64url: the public one is what browsers subscribe with. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SETTING_KEY = 'vapid_keys';

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise a pair generated on first use and kept in the
 * settings table, as MAIL_SECRET is, so every instance signs with the same key and the devices that turned
 * alerts on keep receiving them after a restart (a new key would orphan every subscription). Two instances
 * starting at once still agree: the first insert wins and both read it back.
 */
export async function loadVapidKeys(db: Db, configured: VapidKeys | undefined): Promise<VapidKeys> {
  if (configured) return configured;
  const generated = webpush.generateVAPIDKeys();
  await db
    .insertInto('settings')
    .values({ key: SETTING_KEY, value: JSON.stringify(generated) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', SETTING_KEY)
    .executeTakeFirstOrThrow();
  const stored = JSON.parse(row.value) as VapidKeys;
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}
