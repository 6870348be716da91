import type { Db } from '#server/db/database';
import { getPage } from '#server/features/content/pages.service';
import { getGivingSettings } from '#server/features/giving/giving-settings.service';
import { decrypt } from '#server/db/sealed-values';
import type { Fields } from './audit-summary.ts';

/**
 * What a record was before a change, for its activity entry: a route sets `request.auditBefore` to one of
 * these before it changes the record. Each gives the record's fields under the names the change sends, so
 * the entry keeps only those that changed; undefined when the record is not there (the route answers 404).
 */
export const auditBefore = {
  async notification(db: Db, id: number): Promise<Fields | undefined> {
    return db
      .selectFrom('notifications')
      .select(['title', 'description'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  async page(db: Db, id: number): Promise<Fields | undefined> {
    try {
      const { title, slug, kind, summary, body, status, publishAt } = await getPage(db, id);
      return { title, slug, kind, summary, body, status, publishAt };
    } catch {
      return undefined;
    }
  },

  async media(db: Db, id: number): Promise<Fields | undefined> {
    return db
      .selectFrom('media')
      .select(['media_category', 'media_type', 'media_url', 'alt_text'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** The answer about children in a media item, under the names its change sends. */
  async mediaChildren(db: Db, id: number): Promise<Fields | undefined> {
    const row = await db
      .selectFrom('media')
      .select(['children', 'children_consent'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { children: row.children ?? 'not asked', consent: row.children_consent ?? '' };
  },

  /** The donation under the names a correction sends; its identity number masked when the entry shows it. */
  async donation(db: Db, dataKey: Buffer, id: number): Promise<Fields | undefined> {
    const row = await db.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    let idNumber: string | null;
    try {
      idNumber = row.id_number ? decrypt(dataKey, row.id_number) : null;
    } catch {
      idNumber = null;
    }
    return {
      fullName: row.donor_name,
      email: row.donor_email,
      mobile: row.donor_mobile,
      idCode: row.id_code,
      idNumber,
      donorAddress: row.donor_address,
      action: row.action,
      amount: row.amount,
      donationType: row.donation_type,
      purpose: row.purpose,
      goods: row.goods,
      receivedOn: row.received_on,
      mode: row.mode,
      utr: row.utr,
      chequeNumber: row.cheque_number,
    };
  },

  async givingSettings(db: Db): Promise<Fields> {
    return { ...(await getGivingSettings(db)) };
  },
};
