import { sql } from 'kysely';
import type { Db } from '#server/db/database';
import { registrationComplete } from '#shared/giving/receipt-rules';
import { getGivingSettings } from './giving-settings.service.ts';
import { currentImageIds } from './receipt-images.ts';

/** What giving has waiting for the staff, counted by the database. */
export interface GivingWaiting {
  /** Pledges whose donor gave a payment reference (UTR) and that nobody has marked received yet. */
  pledgesWithUtr: number;
  /** Received donations without a live document: none was issued, or the last one was cancelled. */
  receiptsToIssue: number;
}

export async function givingWaiting(db: Db): Promise<GivingWaiting> {
  const [pledges, received] = await Promise.all([
    db
      .selectFrom('donations')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('status', '=', 'pledged')
      .where('utr', 'is not', null)
      .where('utr', '<>', '')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('donations as d')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('d.status', '=', 'received')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('receipts as r')
              .select(sql.lit(1).as('one'))
              .whereRef('r.donation_id', '=', 'd.id')
              .where('r.cancelled_at', 'is', null),
          ),
        ),
      )
      .executeTakeFirstOrThrow(),
  ]);
  return { pledgesWithUtr: Number(pledges.count), receiptsToIssue: Number(received.count) };
}

/** Whether giving is set up: online giving open with a complete 80G registration, and a logo for receipts. */
export async function givingSetup(db: Db): Promise<{ settingsComplete: boolean; receiptLogo: boolean }> {
  const [settings, images] = await Promise.all([getGivingSettings(db), currentImageIds(db)]);
  return {
    settingsComplete: settings.upiId.trim() !== '' && registrationComplete(settings),
    receiptLogo: images.logo !== null,
  };
}
