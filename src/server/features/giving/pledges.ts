import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { isUniqueViolation, type Db } from '#server/db/database';
import { BadRequestError, ConflictError, NotFoundError } from '#server/errors';
import {
  addressRequiredFrom,
  givingMessages as say,
  type Pledge,
  type pledgeInputSchema,
  type SponsorAction,
} from '#shared/api/giving';
import { upiPayUri } from '#shared/giving/upi';
import { getGivingSettings } from './giving-settings.service.ts';
import { foldMailbox } from '#shared/mailbox';
import { donorKeyOf } from './donation-rows.ts';
import { encrypt } from '#server/db/sealed-values';
import { pledgePageUrl, type PledgeLinks } from './pledge-links.ts';
import type { PledgeToConfirm } from './pledge-mail.ts';
import { upiQrSvg } from './upi-qr.ts';
import { formatRupees } from '#shared/giving/amount-in-words';
import { recordConsent, recordRef, type ConsentContext } from '../consent/consent.service.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/i18n/languages';
import { mailCatalogues, mailWords } from '#shared/server-words/index';

type PledgeValues = z.output<typeof pledgeInputSchema>;

export interface PledgeDeps {
  dataKey: Buffer;
  links: PledgeLinks;
  publicUrl: string;
  /** Queues the pledge's confirmation mail to the donor (pledge-mail.ts). */
  confirm: (pledge: PledgeToConfirm, now: Date) => Promise<void>;
}

/** Letters and digits nobody mixes up when reading them aloud or copying them into a bank form. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReference = () =>
  `GK${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/** The ways to give by name, in English: the note a UPI app carries to the organisation's account. */
export const actionNames: Record<SponsorAction, string> = mailCatalogues.en.donor.actions;

/** A language read back from the database: an unknown value is English. */
const languageOf = (value: string): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

async function describe(
  db: Db,
  deps: PledgeDeps,
  row: {
    reference: string;
    action: string;
    amount: number;
    status: string;
    utr: string | null;
    language: string;
  },
): Promise<Pledge> {
  const settings = await getGivingSettings(db);
  const action = row.action as SponsorAction;
  const upiUri = upiPayUri({
    vpa: settings.upiId,
    payeeName: settings.payeeName,
    amount: row.amount,
    reference: row.reference,
    note: `${actionNames[action]} ${row.reference}`,
  });
  return {
    reference: row.reference,
    action,
    amount: row.amount,
    status: row.status as Pledge['status'],
    upiUri,
    // Named in the donor's language, as their page shows it.
    qrSvg: await upiQrSvg(
      upiUri,
      mailWords(row.language).donor.qrLabel(formatRupees(row.amount), settings.payeeName),
    ),
    bank: settings.bank,
    utr: row.utr,
    // The donor's own page in the language the pledge was made in.
    link: pledgePageUrl(deps.publicUrl, deps.links, row.reference, languageOf(row.language)),
  };
}

/**
 * Records a pledge under a short unique reference; the PAN, when given, is stored encrypted. `client` is the
 * address the pledge came from, which the confirmation mail's cap counts.
 */
export async function createPledge(
  db: Db,
  deps: PledgeDeps,
  input: PledgeValues,
  context: ConsentContext & { ip: string },
  now = new Date(),
): Promise<Pledge> {
  const settings = await getGivingSettings(db);
  if (!settings.upiId) throw new ConflictError(say.notOpen);
  // A larger gift is never anonymous: the address set in the settings is asked above that amount.
  if (settings.addressRequiredAbove > 0 && input.amount > settings.addressRequiredAbove && !input.address)
    throw new BadRequestError(addressRequiredFrom(settings.addressRequiredAbove));
  // A filled honeypot is a bot: it gets the answer a person gets, and nothing is stored.
  if (input.website?.trim()) {
    const unsaved = {
      reference: newReference(),
      action: input.action,
      amount: input.amount,
      status: 'pledged',
      utr: null,
      language: input.language ?? DEFAULT_LANGUAGE,
    };
    return describe(db, deps, unsaved);
  }
  const at = now.toISOString();
  for (let attempt = 0; ; attempt += 1) {
    const reference = newReference();
    try {
      // The pledge and the donor's consent to the notice: both stored, or neither (and drawn again).
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('donations')
          .values({
            reference,
            status: 'pledged',
            action: input.action,
            amount: input.amount,
            donor_name: input.fullName,
            donor_email: input.email,
            donor_mobile: input.mobile,
            // An address given is kept whether or not a receipt is wanted: a gift without one counts as
            // anonymous under the law (docs/giving-law.md).
            donor_address: input.address || null,
            id_code: input.wantsReceipt ? 'PAN' : null,
            id_number: input.wantsReceipt ? encrypt(deps.dataKey, input.pan) : null,
            donor_key: donorKeyOf(deps.dataKey, {
              idCode: input.wantsReceipt ? 'PAN' : null,
              idNumber: input.wantsReceipt ? input.pan : null,
              email: input.email,
              mobile: input.mobile,
              name: input.fullName,
            }),
            donation_type: settings.donationTypes[input.action],
            donor_mailbox: foldMailbox(input.email),
            donor_residence: input.residence,
            // The page's language: every mail to the donor is written in it (English when none is sent).
            language: input.language ?? DEFAULT_LANGUAGE,
            created_at: at,
            updated_at: at,
          })
          .returning(['id', 'reference', 'action', 'amount', 'status', 'utr', 'language'])
          .executeTakeFirstOrThrow();
        const ref = recordRef('donations', inserted.id);
        await recordConsent(trx, { email: input.email, purpose: 'donation', context, recordRef: ref, now });
        return inserted;
      });
      await deps.confirm({ id: row.id, email: input.email, client: context.ip }, now);
      return describe(db, deps, row);
    } catch (error) {
      // 32^6 references: a clash is rare, and a new one is drawn.
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

async function findWithToken(db: Db, deps: PledgeDeps, reference: string, token: string) {
  const row = deps.links.verify(reference, token)
    ? await db
        .selectFrom('donations')
        .select(['id', 'reference', 'action', 'amount', 'status', 'utr', 'language'])
        .where('reference', '=', reference)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new NotFoundError(say.pledgeNotFound);
  return row;
}

export async function getPledge(db: Db, deps: PledgeDeps, reference: string, token: string): Promise<Pledge> {
  return describe(db, deps, await findWithToken(db, deps, reference, token));
}

/** The donor's UPI transaction reference, once paid; the administrator checks it against the account. */
export async function recordUtr(
  db: Db,
  deps: PledgeDeps,
  reference: string,
  token: string,
  utr: string,
  now = new Date(),
): Promise<Pledge> {
  const row = await findWithToken(db, deps, reference, token);
  if (row.status === 'pledged') {
    await db
      .updateTable('donations')
      .set({ utr, updated_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
  return getPledge(db, deps, reference, token);
}
