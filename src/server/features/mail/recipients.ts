import type { Db } from '#server/db/database';
import type { RecipientType } from '#shared/api/mail';

/**
 * The server chooses recipients itself from the subscriptions table: a list sent by the client is never
 * trusted. Only active (confirmed, not unsubscribed) subscribers receive role and 'all' mail.
 */
export function activeSubscribers(db: Db, recipientType: Exclude<RecipientType, 'single'>) {
  const query = db.selectFrom('subscriptions').where('status', '=', 'active');
  return recipientType === 'all' ? query : query.where('role', '=', recipientType);
}
