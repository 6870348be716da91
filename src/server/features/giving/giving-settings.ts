import type { Db } from '#server/db/database';
import { givingSettingsSchema, type GivingSettings } from '#shared/api/giving';
import { organisation } from '#shared/organisation';

const KEY = 'giving';

/** Until the administrator sets a UPI ID, /donate says online giving is not yet available. */
export const defaultGivingSettings: GivingSettings = {
  upiId: '',
  payeeName: organisation.legalName,
  bank: { accountName: '', accountNumber: '', ifsc: '', branch: '' },
  pan: '',
  urn: '',
  urnIssuedOn: '',
  urnValidFrom: '',
  urnValidUntil: '',
  sectionCode: 'Section 80G',
  signatory: { name: '', designation: '' },
  amounts: {
    'sponsor-a-child': [12_000],
    'sponsor-a-school-kit': [1500],
    'sponsor-books-and-study-materials': [1000],
    'way-to-give-money': [500, 1000, 2500],
  },
  addressRequiredAbove: 10_000,
  fcraAccount: { accountName: '', accountNumber: '', ifsc: '', branch: '' },
  donationTypes: {
    'sponsor-a-child': 'Others',
    'sponsor-a-school-kit': 'Others',
    'sponsor-books-and-study-materials': 'Others',
    'way-to-give-money': 'Others',
  },
};

export async function getGivingSettings(db: Db): Promise<GivingSettings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  if (!row) return defaultGivingSettings;
  const parsed = givingSettingsSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : defaultGivingSettings;
}

export async function saveGivingSettings(db: Db, settings: GivingSettings): Promise<GivingSettings> {
  const value = JSON.stringify(settings);
  await db
    .insertInto('settings')
    .values({ key: KEY, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
  return settings;
}
