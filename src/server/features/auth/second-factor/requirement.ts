import type { Db } from '#server/db/database';
import type { Config } from '#server/config';
import { isRole, type Role } from '#shared/staff/roles';

const KEY = 'second-factor-required-for';

/**
 * The roles that must sign in with a second factor: as an owner set them in Security settings, or until
 * then SECOND_FACTOR_REQUIRED_FOR (owner and finance by default).
 */
export async function requiredRoles(
  db: Db,
  config: Pick<Config, 'secondFactorRequiredFor'>,
): Promise<Role[]> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  if (!row) return config.secondFactorRequiredFor;
  try {
    const stored: unknown = JSON.parse(row.value);
    if (Array.isArray(stored) && stored.every(isRole)) return stored;
  } catch {
    // An unreadable value counts as never set.
  }
  return config.secondFactorRequiredFor;
}

export async function setRequiredRoles(db: Db, roles: Role[]): Promise<void> {
  const value = JSON.stringify([...new Set(roles)]);
  await db
    .insertInto('settings')
    .values({ key: KEY, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

/** Whether this person must set up a second factor before anything else in the dashboard. */
export async function mustSetUpSecondFactor(
  db: Db,
  config: Pick<Config, 'secondFactorRequiredFor'>,
  person: { role: Role; hasSecondFactor: boolean },
): Promise<boolean> {
  if (person.hasSecondFactor) return false;
  return (await requiredRoles(db, config)).includes(person.role);
}
