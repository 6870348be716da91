import { z } from 'zod';
import { MAX_ID } from './common.ts';

/**
 * Form 10BE (Form No. 114 from 2026-27): the certificates of donation the Income Tax portal issues once the
 * year's statement is filed, uploaded here, matched to their donors and mailed to them (docs/giving.md).
 */

export const certificatePaths = {
  /** The year's certificates and donors (GET), or more certificates uploaded (POST, multipart). */
  year: (year: string) => `/api/giving/form-10be/${year}`,
  /** Every matched certificate of the year that is not yet mailed, queued to be mailed. */
  mail: (year: string) => `/api/giving/form-10be/${year}/mail`,
  /** One certificate's PDF (GET), or a certificate uploaded by mistake removed before it reached anyone (DELETE). */
  certificate: (id: number | string) => `/api/giving/form-10be/certificates/${id}`,
  /** The administrator matches a certificate to a donor by hand. */
  match: (id: number | string) => `/api/giving/form-10be/certificates/${id}/match`,
  /** A match undone while the certificate is not yet mailed. */
  unmatch: (id: number | string) => `/api/giving/form-10be/certificates/${id}/unmatch`,
  /** A matched certificate recorded as given to its donor by hand (POST), or that record undone (DELETE). */
  handOver: (id: number | string) => `/api/giving/form-10be/certificates/${id}/handed-over`,
} as const;

/** The form field of the upload; it may be given many times, a PDF or a zip of PDFs each time. */
export const certificateUploadField = 'certificates';

const MB = 1024 * 1024;
/** What one upload may hold: the portal's certificates are small PDFs, a zip of a year's is a few MB. */
export const certificateLimits = {
  /** One certificate (a PDF sent as it is, or one inside a zip). */
  pdfBytes: 5 * MB,
  /** Everything one upload sends, zips as they are. */
  uploadBytes: 50 * MB,
  /** What the zips of one upload unpack to, in all. */
  unpackedBytes: 100 * MB,
  /** Certificates in one upload, counting every file in its zips. */
  files: 1000,
} as const;

const mb = (bytes: number) => `${bytes / MB} MB`;

export const certificateMessages = {
  yearInvalid: 'Please choose a financial year like 2026-27.',
  nothingUploaded: 'Please choose the certificates: PDF files, or a zip file of them.',
  notPdf: (name: string) =>
    `“${name}” is not a PDF. Please upload the certificates as the portal gave them: PDF files, or a zip file of them.`,
  notPdfInZip: (zip: string, name: string) =>
    `“${name}” in “${zip}” is not a PDF. A zip file may hold only the certificates’ PDF files.`,
  unreadablePdf: (name: string) =>
    `“${name}” could not be read as a PDF. Please download it again from the portal.`,
  unreadableZip: (name: string) =>
    `“${name}” could not be opened as a zip file. Please make it again, or upload the PDF files themselves.`,
  pdfTooLarge: (name: string) =>
    `“${name}” is larger than ${mb(certificateLimits.pdfBytes)}: a certificate of the portal is far smaller. Please check the file.`,
  uploadTooLarge: `One upload may send at most ${mb(certificateLimits.uploadBytes)}. Please upload the certificates in smaller parts.`,
  unpacksTooLarge: (zip: string) =>
    `“${zip}” unpacks to more than ${mb(certificateLimits.unpackedBytes)}. Please upload the certificates in smaller parts.`,
  tooManyFiles: `One upload may hold at most ${certificateLimits.files} certificates. Please upload them in smaller parts.`,
  certificateNotFound: 'This certificate could not be found.',
  donorNotFound: 'Please choose a donor who has an 80G receipt of this financial year.',
  alreadyMailed: 'This certificate was already mailed to its donor, so its match can no longer be changed.',
  handedOver:
    'This certificate is recorded as given to its donor by hand. Undo that first if it was not given after all.',
  notHandedOver: 'This certificate is not recorded as given by hand.',
  removed: 'The certificate was deleted. You can upload it again if it was needed after all.',
  mailedNotRemoved: 'This certificate has reached its donor, so it is kept with the year’s records.',
  beingMailed: 'This certificate is being mailed right now. Please try again in a few minutes.',
  notMatched: 'This certificate is not matched to a donor.',
  noneToMail: 'No matched certificate is waiting to be mailed.',
  uploadRaced:
    'The same certificate is being uploaded at this moment. Please look at the list again, then upload what is missing.',
} as const;

/** Why a certificate is not matched, said to the administrator. */
export const unmatchedTexts = {
  noDonor: 'No donor of this year’s 80G receipts has the identity number on this certificate.',
  noIdentity:
    'No PAN or Aadhaar number could be read on this certificate, and no donor’s other identity number is in it.',
  manyDonors: 'The certificate fits more than one donor: please choose the right one.',
  nameDiffers: (donor: string) =>
    `The identity number is ${donor}’s, but the name on the certificate is another: please check it.`,
  undone: 'The match was undone: please choose the right donor.',
} as const;

/** How a certificate found its donor. */
export const matchKinds = ['identity', 'aadhaar-last-four', 'manual'] as const;
export type MatchKind = (typeof matchKinds)[number];

/**
 * Where a certificate stands: not matched; matched and waiting for the administrator to mail it; queued;
 * mailed; mailing failed five times; matched to a donor without an e-mail address; or given by hand.
 */
export const certificateStatuses = [
  'unmatched',
  'matched',
  'queued',
  'mailed',
  'failed',
  'no-email',
  'handed-over',
] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

/** A donor of the year's 80G receipts, as the manual match offers them (identity masked). */
export const certificateDonorSchema = z.object({
  /** The donor's latest donation of the year, which names them. */
  donationId: z.number().int(),
  name: z.string(),
  identity: z.string(),
  hasEmail: z.boolean(),
  /** Whether a certificate has reached them, by mail or by hand. */
  delivered: z.boolean(),
});
export type CertificateDonor = z.infer<typeof certificateDonorSchema>;

export const certificateSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  /** The name and identity number read on the certificate (the number masked), when they could be. */
  nameOnCertificate: z.string().nullable(),
  identityOnCertificate: z.string().nullable(),
  status: z.enum(certificateStatuses),
  unmatchedReason: z.string().nullable(),
  matchedBy: z.enum(matchKinds).nullable(),
  donor: z.object({ donationId: z.number().int(), name: z.string(), identity: z.string() }).nullable(),
  uploadedAt: z.string(),
  mailedAt: z.string().nullable(),
  /** When it was recorded as given to the donor by hand. */
  handedOverAt: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateYearSchema = z.object({
  year: z.string(),
  /** The last day to give the donors their certificates: 31 May after the year. */
  deadline: z.string(),
  /** The year's Form 10BD as marked filed, if it is. */
  statementFiledOn: z.string().nullable(),
  counts: z.object({
    uploaded: z.number().int(),
    matched: z.number().int(),
    unmatched: z.number().int(),
    mailed: z.number().int(),
    handedOver: z.number().int(),
    /** Matched, and not yet reached the donor by mail or by hand. */
    notDelivered: z.number().int(),
  }),
  /** Donors of the year's 80G receipts whom no certificate has reached yet. */
  donorsWithout: z.number().int(),
  certificates: z.array(certificateSchema),
  donors: z.array(certificateDonorSchema),
});
export type CertificateYear = z.infer<typeof certificateYearSchema>;

/** What an upload did: certificates added, already there (the same file), matched and not. */
export const certificateUploadSchema = z.object({
  added: z.number().int(),
  alreadyUploaded: z.number().int(),
  matched: z.number().int(),
  unmatched: z.number().int(),
});
export type CertificateUpload = z.infer<typeof certificateUploadSchema>;

export const certificateMatchSchema = z.object({
  donationId: z.number({ error: certificateMessages.donorNotFound }).int().positive().max(MAX_ID),
});

export const certificateMailSchema = z.object({ queued: z.number().int() });
