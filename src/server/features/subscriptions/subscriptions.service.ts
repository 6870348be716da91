import type { Db } from '../../db/database.ts';
import type { SubscriberRole, Subscription } from '../../../shared/api/subscriptions.ts';
import { messages } from '../../../shared/messages.ts';
import { ConflictError } from '../../errors.ts';
import * as repo from './subscriptions.repository.ts';

export async function listSubscriptions(db: Db): Promise<Subscription[]> {
  const rows = await repo.listSubscriptions(db);
  return rows as Subscription[];
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string };
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === '23505';
}

/**
 * Adds a subscriber. A second subscription of an active address is a conflict; an address that unsubscribed
 * earlier may come back. With double opt-in the address stays pending until it confirms; subscribing a pending
 * address again sends a new confirmation link (the first mail may have been lost).
 */
export async function subscribe(
  db: Db,
  input: { email: string; role: SubscriberRole },
  options: { doubleOptIn: boolean },
  now = new Date(),
): Promise<{ id: number; status: 'active' | 'pending' }> {
  const status = options.doubleOptIn ? 'pending' : 'active';
  const existing = await repo.findByEmail(db, input.email);
  if (existing?.status === 'active') throw new ConflictError(messages.subscriptions.duplicate);
  if (existing) {
    await repo.resubscribe(db, existing.id, { role: input.role, status, now: now.toISOString() });
    return { id: existing.id, status };
  }
  try {
    const { id } = await repo.insertSubscription(db, { ...input, status, now: now.toISOString() });
    return { id, status };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(messages.subscriptions.duplicate);
    throw error;
  }
}
