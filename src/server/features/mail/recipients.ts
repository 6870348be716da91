import type { Db } from '#server/db/database';
import type { RecipientType } from '#shared/api/mail';

/**
 * The server chooses recipients itself from the subscriptions table: a list sent by the client is never
 * trusted. Only active (confirmed, not unsubscribed) subscribers receive role and 'all' mail.
 */
export type GroupRecipients = Exclude<RecipientType, 'single' | 'audiences'> | { audiences: string[] };

/** Active subscribers of everyone, one role (the specification's types), or any set of audiences. */
export function activeSubscribers(db: Db, recipients: GroupRecipients) {
  const query = db.selectFrom('subscriptions').where('status', '=', 'active');
  if (recipients === 'all') return query;
  if (typeof recipients === 'string') return query.where('role', '=', recipients);
  return query.where('role', 'in', recipients.audiences);
}
