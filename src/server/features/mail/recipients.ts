import type { Db } from '../../db/database.ts';
import type { RecipientType } from '../../../shared/api/mail.ts';

/**
 * The server chooses recipients itself from the subscriptions table: a list sent by the client is never
 * trusted. Only active (confirmed, not unsubscribed) subscribers receive role and 'all' mail.
 */
export async function pickRecipients(
  db: Db,
  input: { recipientType: RecipientType; email?: string | undefined },
): Promise<string[]> {
  if (input.recipientType === 'single') return [input.email!.trim().toLowerCase()];
  let query = db.selectFrom('subscriptions').select('email').where('status', '=', 'active').orderBy('id');
  if (input.recipientType !== 'all') query = query.where('role', '=', input.recipientType);
  return (await query.execute()).map((row) => row.email);
}
