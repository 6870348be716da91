import type { Db } from '#server/db/database';
import { financialYearDays } from '#shared/giving/financial-year';
import { normaliseIdNumber } from '#shared/giving/identity';
import type { YearDonor } from './certificates-match.ts';
import { identityKindOf } from './donation-rows.ts';
import { decrypt } from '#server/db/sealed-values';

/**
 * The donors of a financial year's Form 10BD: everyone with a live 80G receipt for a gift received in it,
 * one per identity number (the kind and the number, normalised).
 */
export async function donorsOfYear(db: Db, dataKey: Buffer, year: string): Promise<YearDonor[]> {
  const days = financialYearDays(`${year.slice(0, 4)}-04-01`);
  const rows = await db
    .selectFrom('donations as d')
    .innerJoin('receipts as r', 'r.donation_id', 'd.id')
    .select(['d.id', 'd.donor_name', 'd.donor_email', 'd.id_code', 'd.id_number'])
    .where('r.kind', '=', '80g')
    .where('r.cancelled_at', 'is', null)
    .where('d.status', '=', 'received')
    .where('d.received_on', '>=', days.from)
    .where('d.received_on', '<=', days.to)
    .where('d.id_number', 'is not', null)
    .orderBy('d.id')
    .execute();
  const donors = new Map<string, YearDonor>();
  for (const row of rows) {
    const idKind = identityKindOf(row.id_code);
    if (!idKind || !row.id_number) continue;
    const idNumber = normaliseIdNumber(decrypt(dataKey, row.id_number));
    const key = `${idKind}:${idNumber}`;
    const earlier = donors.get(key);
    // Named by the latest donation that gives an e-mail address, which the certificate's mail goes to.
    if (earlier?.email && !row.donor_email) continue;
    donors.set(key, {
      key,
      donationId: row.id,
      name: row.donor_name,
      idKind,
      idNumber,
      email: row.donor_email,
    });
  }
  return [...donors.values()];
}
