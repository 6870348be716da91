import type { Db } from '#server/db/database';
import {
  ACTIVITY_KEPT_DAYS,
  securitySettingsInputSchema,
  securitySettingsSchema,
  type SecuritySettings,
} from '#shared/api/activity';

const KEY = 'security';

export const defaultSecuritySettings: SecuritySettings = { activityKeptDays: ACTIVITY_KEPT_DAYS.default };

/** The settings saved, each one left out or unreadable taking its default. */
export async function getSecuritySettings(db: Db): Promise<SecuritySettings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  if (!row) return { ...defaultSecuritySettings };
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    return { ...defaultSecuritySettings };
  }
  const merged = { ...defaultSecuritySettings, ...(stored as object) };
  const parsed = securitySettingsSchema.safeParse(merged);
  return parsed.success ? { ...merged, ...parsed.data } : { ...defaultSecuritySettings };
}

/**
 * Saves the settings sent; those not sent keep their value, so a panel that knows only some of them never
 * resets the others.
 */
export async function saveSecuritySettings(
  db: Db,
  change: Partial<SecuritySettings>,
): Promise<SecuritySettings> {
  const current = await getSecuritySettings(db);
  const next = { ...current, ...securitySettingsInputSchema.parse(change) };
  const value = JSON.stringify(next);
  await db
    .insertInto('settings')
    .values({ key: KEY, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
  return next;
}
