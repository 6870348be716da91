import type { Db } from '#server/db/database';
import { defaultPurposes, givingSettingsSchema, type GivingSettings } from '#shared/api/giving';
import { organisation } from '#shared/organisation';
import { getSingle } from '../content/content.service.ts';

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
  purposes: { ...defaultPurposes },
};

/** The settings saved, or until then the defaults with the registered name of the site details as payee. */
export async function getGivingSettings(db: Db): Promise<GivingSettings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  const parsed = row ? givingSettingsSchema.safeParse(JSON.parse(row.value)) : undefined;
  if (parsed?.success) return parsed.data;
  return { ...defaultGivingSettings, payeeName: (await getSingle(db, 'site')).legalName };
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
