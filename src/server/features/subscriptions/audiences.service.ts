import { isUniqueViolation, type Db } from '#server/db/database';
import { BadRequestError, ConflictError, NotFoundError } from '#server/errors';
import {
  audienceLimits,
  audienceMessages as say,
  type Audience,
  type AudienceChoice,
} from '#shared/api/audiences';
import type { Subscription } from '#shared/api/subscriptions';
import * as repo from './audiences.repository.ts';
import * as subscriptions from './subscriptions.repository.ts';

export const subscriberNotFound = 'This subscriber no longer exists. Please reload the list.';

export async function listAudiences(db: Db): Promise<Audience[]> {
  const rows = await repo.listAudiences(db);
  return rows.map((row) => ({
    key: row.key,
    name: row.name,
    offered: row.offered === 1,
    position: row.position,
    subscribers: Number(row.subscribers ?? 0),
  }));
}

/** What the public subscribe form lists: the offered audiences, in order. */
export async function listOfferedAudiences(db: Db): Promise<AudienceChoice[]> {
  return repo.listOffered(db);
}

/** True when the subscribe form offers the audience with this key. */
export async function isOffered(db: Db, key: string): Promise<boolean> {
  const audience = await repo.findAudience(db, key);
  return audience?.offered === 1;
}

/**
 * The audiences with these keys, in their order, for a campaign; refused when one of them does not exist
 * (removed meanwhile), so a mail never goes to fewer people than the administrator chose without saying so.
 */
export async function audiencesForCampaign(db: Db, keys: string[]): Promise<AudienceChoice[]> {
  const unique = [...new Set(keys)];
  const found = await repo.findByKeys(db, unique);
  if (found.length !== unique.length) throw new BadRequestError(say.unknownAudience, 'audiences');
  return found;
}

/** A key made from the name (`Well-wisher` → `well-wisher`), unique among `taken`. */
export function keyFromName(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, audienceLimits.key - 4)
      .replace(/-+$/, '') || 'audience';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function requireAudience(db: Db, key: string) {
  const audience = await repo.findAudience(db, key);
  if (!audience) throw new NotFoundError(say.notFound);
  return audience;
}

export async function createAudience(
  db: Db,
  input: { name: string; offered: boolean },
  now = new Date(),
): Promise<Audience> {
  try {
    const key = await db.transaction().execute(async (trx) => {
      const existing = await repo.allKeysAndNames(trx);
      if (existing.length >= audienceLimits.count) throw new BadRequestError(say.tooMany);
      if (existing.some((audience) => sameName(audience.name, input.name))) {
        throw new ConflictError(say.nameTaken, 'name');
      }
      const key = keyFromName(input.name, new Set(existing.map((audience) => audience.key)));
      await repo.insertAudience(trx, {
        key,
        name: input.name,
        offered: input.offered,
        now: now.toISOString(),
      });
      return key;
    });
    return (await listAudiences(db)).find((audience) => audience.key === key)!;
  } catch (error) {
    // Another request added the same audience a moment ago.
    if (isUniqueViolation(error)) throw new ConflictError(say.nameTaken, 'name');
    throw error;
  }
}

export async function updateAudience(
  db: Db,
  key: string,
  input: { name: string; offered: boolean },
): Promise<Audience> {
  await db.transaction().execute(async (trx) => {
    const audience = await requireAudience(trx, key);
    const all = await repo.allKeysAndNames(trx);
    if (all.some((other) => other.key !== key && sameName(other.name, input.name))) {
      throw new ConflictError(say.nameTaken, 'name');
    }
    const offeredElsewhere = all.some((other) => other.key !== key && other.offered === 1);
    if (audience.offered === 1 && !input.offered && !offeredElsewhere) {
      throw new BadRequestError(say.lastOffered, 'offered');
    }
    await repo.updateAudience(trx, key, input);
  });
  return (await listAudiences(db)).find((audience) => audience.key === key)!;
}

/** Puts the audiences in the order of `keys`, which must name each of them once. */
export async function reorderAudiences(db: Db, keys: string[]): Promise<Audience[]> {
  await db.transaction().execute(async (trx) => {
    const current = new Set((await repo.allKeysAndNames(trx)).map((audience) => audience.key));
    const given = new Set(keys);
    if (given.size !== keys.length || given.size !== current.size || keys.some((key) => !current.has(key))) {
      throw new ConflictError(say.orderChanged);
    }
    for (const [index, key] of keys.entries()) await repo.setPosition(trx, key, index + 1);
  });
  return listAudiences(db);
}

/**
 * Removes an audience, moving its subscribers to `moveTo` first, in one transaction: either both happen
 * or neither. An audience that still has subscribers cannot go without somewhere for them to go; the last
 * audience, and the last one the subscribe form offers, stay.
 */
export async function removeAudience(db: Db, key: string, moveTo: string | undefined) {
  return db.transaction().execute(async (trx) => {
    const audience = await requireAudience(trx, key);
    const all = await repo.allKeysAndNames(trx);
    if (all.length <= 1) throw new BadRequestError(say.lastAudience);
    if (audience.offered === 1 && !all.some((other) => other.key !== key && other.offered === 1)) {
      throw new BadRequestError(say.lastOffered);
    }
    const members = await subscriptions.countWithRole(trx, key);
    let moved = 0;
    if (members > 0 || moveTo !== undefined) {
      if (moveTo === undefined) throw new BadRequestError(say.moveToRequired, 'moveTo');
      if (moveTo === key || !all.some((other) => other.key === moveTo)) {
        throw new BadRequestError(say.moveToInvalid, 'moveTo');
      }
      moved = await repo.moveSubscribers(trx, key, moveTo);
    }
    await repo.deleteAudience(trx, key);
    return { moved };
  });
}

/** The administrator puts one subscriber in another audience. */
export async function setSubscriberAudience(db: Db, id: number, key: string): Promise<Subscription> {
  return db.transaction().execute(async (trx) => {
    await requireAudience(trx, key);
    if (!(await repo.setSubscriberAudience(trx, id, key))) throw new NotFoundError(subscriberNotFound);
    const row = await subscriptions.findListed(trx, id);
    return row as Subscription;
  });
}
