import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '#server/db/database';
import { isUniqueViolation } from '#server/db/database';
import type { ExpressionBuilder, Selectable, Updateable } from 'kysely';
import type { Database, DonationCertificatesTable } from '#server/db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '#server/errors';
import type { FileStorage } from '#server/storage/storage';
import {
  certificateMessages as say,
  matchKinds,
  unmatchedTexts,
  type Certificate,
  type CertificateStatus,
  type CertificateUpload,
  type CertificateYear,
} from '#shared/api/giving-certificates';
import { financialYearRange } from '#shared/giving/financial-year';
import { maskIdentity, normaliseIdNumber } from '#shared/giving/identity';
import { donorsOfYear } from './certificates-donors.ts';
import { matchCertificate, type YearDonor } from './certificates-match.ts';
import { fileLabel, type UploadedFile } from './certificates-zip.ts';
import { getGivingSettings } from './giving-settings.service.ts';
import { MAX_ATTEMPTS } from './mail-queue.ts';
import { decrypt, encrypt } from '#server/db/sealed-values';
import { readPdfText } from './pdf-text-reader.ts';
import { receiptKey } from './receipt-pdf.ts';
import { documentFiles } from './document-files.ts';

export interface CertificateDeps {
  dataKey: Buffer;
  /** The certificates' PDFs are kept beside the receipts (`receipts/`: private, never a public address). */
  storage: FileStorage;
  /** Told when certificates are queued to be mailed. */
  onCertificatesQueued: () => void;
}

type CertificateRow = Selectable<DonationCertificatesTable>;

/** What was read on a certificate, kept encrypted: the file's name may carry the identity number. */
interface ReadDetails {
  fileName: string;
}

/** A financial year as a path gives it, checked: `2026-27`. */
export function checkedYear(year: string): string {
  if (!financialYearRange(year)) throw new BadRequestError(say.yearInvalid);
  return year;
}

/** The last day the donors of a year must have their certificates: 31 May after it. */
const deadlineOf = (year: string) => `${Number(year.slice(0, 4)) + 1}-05-31`;

/** A certificate that has reached its donor, by mail or by hand. */
const reached = (row: { mailed_at: string | null; handed_over_at: string | null }) =>
  row.mailed_at !== null || row.handed_over_at !== null;

/** Neither mailed nor given by hand. */
const notYetReached = (eb: ExpressionBuilder<Database, 'donation_certificates'>) =>
  eb.and([eb('mailed_at', 'is', null), eb('handed_over_at', 'is', null)]);

/** A claim that still holds keeps a certificate's match as it is: its mail may be on its way. */
const claimFree = (now: Date) => (eb: ExpressionBuilder<Database, 'donation_certificates'>) =>
  eb.or([eb('mail_claimed_until', 'is', null), eb('mail_claimed_until', '<', now.toISOString())]);

function statusOf(row: CertificateRow, email: string | null): CertificateStatus {
  if (row.donation_id === null) return 'unmatched';
  if (row.mailed_at) return 'mailed';
  if (row.handed_over_at) return 'handed-over';
  if (!email) return 'no-email';
  if (row.mail_attempts >= MAX_ATTEMPTS) return 'failed';
  return row.mail_queued_at ? 'queued' : 'matched';
}

const shownIdentity = (dataKey: Buffer, idCode: string | null, idNumber: string | null) =>
  idNumber ? `${idCode ?? ''} ${maskIdentity(decrypt(dataKey, idNumber))}`.trim() : '';

/** A donor as Form 10BD knows them: the kind of identity and its number, normalised. */
const donorKeyOf = (dataKey: Buffer, idCode: string | null, idNumber: string | null) =>
  idCode && idNumber ? `${idCode}:${normaliseIdNumber(decrypt(dataKey, idNumber))}` : null;

async function certificateRows(db: Db, where: { year: string } | { id: number }) {
  let query = db
    .selectFrom('donation_certificates as c')
    .leftJoin('donations as d', 'd.id', 'c.donation_id')
    .selectAll('c')
    .select(['d.donor_name', 'd.donor_email', 'd.id_code', 'd.id_number']);
  query =
    'id' in where ? query.where('c.id', '=', where.id) : query.where('c.financial_year', '=', where.year);
  return query.orderBy('c.id').execute();
}
type JoinedRow = Awaited<ReturnType<typeof certificateRows>>[number];

function toCertificate(dataKey: Buffer, row: JoinedRow): Certificate {
  const details = JSON.parse(decrypt(dataKey, row.details)) as ReadDetails;
  return {
    id: row.id,
    fileName: details.fileName,
    nameOnCertificate: row.name_read,
    identityOnCertificate: row.identity_read,
    status: statusOf(row, row.donor_email),
    unmatchedReason: row.donation_id === null ? row.unmatched_reason : null,
    matchedBy: matchKinds.find((kind) => kind === row.matched_by) ?? null,
    donor:
      row.donation_id !== null && row.donor_name !== null
        ? {
            donationId: row.donation_id,
            name: row.donor_name,
            identity: shownIdentity(dataKey, row.id_code, row.id_number),
          }
        : null,
    uploadedAt: row.uploaded_at,
    mailedAt: row.mailed_at,
    handedOverAt: row.handed_over_at,
  };
}

/**
 * A year's certificates with where each stands, the counts the panel shows, and the year's 80G donors
 * (to match a certificate by hand, and to count those whom no certificate has reached yet).
 */
export async function certificateYear(db: Db, dataKey: Buffer, year: string): Promise<CertificateYear> {
  checkedYear(year);
  const [rows, donors, filing] = await Promise.all([
    certificateRows(db, { year }),
    donorsOfYear(db, dataKey, year),
    db
      .selectFrom('statement_filings')
      .select('filed_on')
      .where('financial_year', '=', year)
      .executeTakeFirst(),
  ]);
  const delivered = new Set(
    rows.filter(reached).map((row) => donorKeyOf(dataKey, row.id_code, row.id_number)),
  );
  const matched = rows.filter((row) => row.donation_id !== null).length;
  const mailed = rows.filter((row) => row.mailed_at).length;
  const handedOver = rows.filter((row) => !row.mailed_at && row.handed_over_at).length;
  return {
    year,
    deadline: deadlineOf(year),
    statementFiledOn: filing?.filed_on ?? null,
    counts: {
      uploaded: rows.length,
      matched,
      unmatched: rows.length - matched,
      mailed,
      handedOver,
      notDelivered: matched - mailed - handedOver,
    },
    donorsWithout: donors.filter((donor) => !delivered.has(donor.key)).length,
    certificates: rows.map((row) => toCertificate(dataKey, row)),
    donors: donors
      .map((donor) => ({
        donationId: donor.donationId,
        name: donor.name,
        identity: `${donor.idKind} ${maskIdentity(donor.idNumber)}`,
        hasEmail: donor.email !== '',
        delivered: delivered.has(donor.key),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-IN')),
  };
}

/** pdf.js reads one certificate at a time per slot; a few at once keep a large upload short. */
const READ_AT_ONCE = 4;

async function readTexts(files: readonly UploadedFile[]): Promise<string[]> {
  const texts: string[] = new Array<string>(files.length);
  let next = 0;
  async function worker() {
    while (next < files.length) {
      const index = next++;
      const file = files[index]!;
      try {
        texts[index] = await readPdfText(file.bytes, 2);
      } catch {
        throw new BadRequestError(say.unreadablePdf(fileLabel(file)));
      }
    }
  }
  await Promise.all(Array.from({ length: READ_AT_ONCE }, worker));
  return texts;
}

/**
 * Keeps a year's uploaded certificates, each matched to its donor where the rule finds one
 * (certificates-match.ts). Every file is read and matched first; then the rows and the files are written
 * in one transaction, so a failure keeps none of them. A file already uploaded for the year is skipped.
 */
export async function uploadCertificates(
  db: Db,
  deps: CertificateDeps,
  year: string,
  files: readonly UploadedFile[],
  by: string,
  now: Date,
): Promise<CertificateUpload> {
  checkedYear(year);
  const known = new Set(
    (
      await db
        .selectFrom('donation_certificates')
        .select('content_hash')
        .where('financial_year', '=', year)
        .execute()
    ).map((row) => row.content_hash),
  );
  const fresh: { file: UploadedFile; hash: string }[] = [];
  for (const file of files) {
    const hash = createHash('sha256').update(file.bytes).digest('hex');
    if (known.has(hash)) continue;
    known.add(hash);
    fresh.push({ file, hash });
  }
  const texts = await readTexts(fresh.map((entry) => entry.file));
  const [donors, settings] = await Promise.all([donorsOfYear(db, deps.dataKey, year), getGivingSettings(db)]);
  const prepared = fresh.map((entry, index) => ({
    ...entry,
    match: matchCertificate(texts[index]!, donors, settings.pan),
  }));

  const stored: string[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      for (const { file, hash, match } of prepared) {
        const storageKey = `10be-${randomUUID()}.pdf`;
        stored.push(receiptKey(storageKey));
        await documentFiles(deps.storage, deps.dataKey).put(storageKey, Buffer.from(file.bytes));
        await trx
          .insertInto('donation_certificates')
          .values({
            financial_year: year,
            storage_key: storageKey,
            content_hash: hash,
            details: encrypt(
              deps.dataKey,
              JSON.stringify({ fileName: fileLabel(file) } satisfies ReadDetails),
            ),
            name_read: match.nameRead?.slice(0, 200) ?? null,
            identity_read: match.identityRead,
            donation_id: match.donor?.donationId ?? null,
            matched_by: match.donor ? match.matchedBy : null,
            unmatched_reason: match.donor ? null : match.reason,
            uploaded_at: now.toISOString(),
            uploaded_by: by,
            mail_queued_at: null,
            mailed_at: null,
            mail_claimed_until: null,
          })
          .execute();
      }
    });
  } catch (error) {
    await deps.storage.delete(stored);
    // The same file uploaded twice at the same moment: the other upload keeps it.
    if (isUniqueViolation(error)) throw new ConflictError(say.uploadRaced);
    throw error;
  }
  const matched = prepared.filter((entry) => entry.match.donor).length;
  return {
    added: prepared.length,
    alreadyUploaded: files.length - prepared.length,
    matched,
    unmatched: prepared.length - matched,
  };
}

async function oneCertificate(db: Db, dataKey: Buffer, id: number): Promise<Certificate> {
  const [row] = await certificateRows(db, { id });
  if (!row) throw new NotFoundError(say.certificateNotFound);
  return toCertificate(dataKey, row);
}

/** Why a certificate could not be changed: it is gone, mailed or given, or its mail is on its way. */
async function whyUnchanged(db: Db, id: number, now: Date): Promise<never> {
  const row = await db
    .selectFrom('donation_certificates')
    .select(['mailed_at', 'handed_over_at', 'mail_claimed_until', 'donation_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(say.certificateNotFound);
  if (row.mailed_at) throw new ConflictError(say.alreadyMailed);
  if (row.handed_over_at) throw new ConflictError(say.handedOver);
  if (row.mail_claimed_until && row.mail_claimed_until >= now.toISOString())
    throw new ConflictError(say.beingMailed);
  throw new ConflictError(say.notMatched);
}

type OpenChange = Updateable<DonationCertificatesTable>;

/**
 * Changes a certificate that has reached no donor and whose mail no instance holds (only a matched one when
 * `matched`), with its queued mail dropped; otherwise says why it could not be changed.
 */
async function changeOpen(db: Db, dataKey: Buffer, id: number, now: Date, set: OpenChange, matched: boolean) {
  let change = db
    .updateTable('donation_certificates')
    .set({ ...set, mail_queued_at: null, mail_attempts: 0 })
    .where('id', '=', id)
    .where(notYetReached)
    .where(claimFree(now));
  if (matched) change = change.where('donation_id', 'is not', null);
  const changed = await change.executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) await whyUnchanged(db, id, now);
  return oneCertificate(db, dataKey, id);
}

/** The administrator matches a certificate to one of the year's 80G donors; it waits to be mailed. */
export async function matchByHand(db: Db, dataKey: Buffer, id: number, donationId: number, now: Date) {
  const certificate = await db
    .selectFrom('donation_certificates')
    .select('financial_year')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!certificate) throw new NotFoundError(say.certificateNotFound);
  const donors: YearDonor[] = await donorsOfYear(db, dataKey, certificate.financial_year);
  if (!donors.some((donor) => donor.donationId === donationId)) throw new BadRequestError(say.donorNotFound);
  const set = { donation_id: donationId, matched_by: 'manual', unmatched_reason: null };
  return changeOpen(db, dataKey, id, now, set, false);
}

/** A wrong match undone before the certificate is mailed: it is listed unmatched again, its mail dropped. */
export async function undoMatch(db: Db, dataKey: Buffer, id: number, now: Date) {
  const set = { donation_id: null, matched_by: null, unmatched_reason: unmatchedTexts.undone };
  return changeOpen(db, dataKey, id, now, set, true);
}

/**
 * A matched certificate given to its donor by hand (no e-mail address, or they came to the office): it counts
 * as delivered, and a mail queued for it is dropped. Undone with `undoHandOver` if it was not given after all.
 */
export async function recordHandOver(db: Db, dataKey: Buffer, id: number, by: string, now: Date) {
  return changeOpen(db, dataKey, id, now, { handed_over_at: now.toISOString(), handed_over_by: by }, true);
}

/** A hand-over recorded by mistake undone: the certificate is matched and not yet delivered again. */
export async function undoHandOver(db: Db, dataKey: Buffer, id: number) {
  const changed = await db
    .updateTable('donation_certificates')
    .set({ handed_over_at: null, handed_over_by: null })
    .where('id', '=', id)
    .where('handed_over_at', 'is not', null)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) {
    await oneCertificate(db, dataKey, id);
    throw new ConflictError(say.notHandedOver);
  }
  return oneCertificate(db, dataKey, id);
}

/**
 * A certificate uploaded by mistake (another year's, a duplicate under another name) removed, with its file,
 * while it has reached no one; the organisation still has the file and can upload it again.
 */
export async function removeCertificate(db: Db, deps: CertificateDeps, id: number, now: Date) {
  const removed = await db
    .deleteFrom('donation_certificates')
    .where('id', '=', id)
    .where(notYetReached)
    .where(claimFree(now))
    .returning('storage_key')
    .executeTakeFirst();
  if (!removed) {
    const row = await db
      .selectFrom('donation_certificates')
      .select(['mailed_at', 'handed_over_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (row && reached(row)) throw new ConflictError(say.mailedNotRemoved);
    return whyUnchanged(db, id, now);
  }
  await deps.storage.delete([receiptKey(removed.storage_key)]);
}

/**
 * Queues the year's matched certificates that have not reached their donors (those whose mail failed five
 * times again, from the start) to be mailed; donors without an e-mail address are left out.
 */
export async function queueCertificateMails(db: Db, deps: CertificateDeps, year: string, now: Date) {
  checkedYear(year);
  const queued = await db
    .updateTable('donation_certificates')
    .set({ mail_queued_at: now.toISOString(), mail_attempts: 0 })
    .where('financial_year', '=', year)
    .where(notYetReached)
    .where('donation_id', 'in', (eb) =>
      eb.selectFrom('donations').select('id').where('donor_email', '!=', ''),
    )
    .where((eb) => eb.or([eb('mail_queued_at', 'is', null), eb('mail_attempts', '>=', MAX_ATTEMPTS)]))
    .executeTakeFirst();
  const count = Number(queued.numUpdatedRows);
  if (count === 0) throw new ConflictError(say.noneToMail);
  deps.onCertificatesQueued();
  return { queued: count };
}

/** A certificate's PDF, as uploaded, and the name to download it by. */
export async function certificateFile(db: Db, deps: CertificateDeps, id: number) {
  const row = await db
    .selectFrom('donation_certificates')
    .select(['storage_key', 'financial_year'])
    .where('id', '=', id)
    .executeTakeFirst();
  const pdf = row ? await documentFiles(deps.storage, deps.dataKey).read(row.storage_key) : undefined;
  if (!row || !pdf) throw new NotFoundError(say.certificateNotFound);
  return { fileName: `form-10be-${row.financial_year}-${id}.pdf`, pdf };
}
