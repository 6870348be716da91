/**
 * The references an Indian payment carries, each told by its shape (docs/giving.md, "Payment references",
 * names the public pages each shape was checked against):
 *
 * - UPI: the UTR, 12 digits (NPCI's UPI).
 * - IMPS: the RRN (retrieval reference number), 12 digits: the same shape as a UPI UTR.
 * - NEFT: the UTR, 16 characters: the sending bank's four-letter IFSC code, then 12 of which the last 11
 *   are digits. Published as `XXXXNYYDDDNNNNNN` (bank code, N for NEFT, year, day of the year, serial),
 *   but banks' own statements also show a digit where the N stands (`SBIN126123456789`), so either is
 *   taken there.
 * - RTGS: the UTR, 22 characters `XXXXRCYYYYMMDDNNNNNNNN`: bank code, R for RTGS, a channel character, the
 *   date and an 8-digit serial (`HDFCR52026112700012345`).
 *
 * Zod-free: /donate imports it.
 */
export const transferReferenceShapes = {
  upi: /^[0-9]{12}$/,
  imps: /^[0-9]{12}$/,
  neft: /^[A-Z]{4}[A-Z0-9][0-9]{11}$/,
  rtgs: /^[A-Z]{4}R[A-Z0-9][0-9]{16}$/,
} as const;

export type TransferKind = keyof typeof transferReferenceShapes;

/** A reference as it is kept: spaces and dashes some apps show between groups dropped, letters upper-cased. */
export const normaliseTransferReference = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

/** The kinds of payment a reference (normalised) could belong to, by its shape alone. */
export const kindsOfReference = (reference: string): TransferKind[] =>
  (Object.keys(transferReferenceShapes) as TransferKind[]).filter((kind) =>
    transferReferenceShapes[kind].test(reference),
  );

/** A UPI transaction reference: 12 digits. */
export const isUpiReference = (reference: string): boolean => transferReferenceShapes.upi.test(reference);

/** A bank transfer's reference: an IMPS RRN, a NEFT UTR or an RTGS UTR. */
export const isBankTransferReference = (reference: string): boolean =>
  transferReferenceShapes.imps.test(reference) ||
  transferReferenceShapes.neft.test(reference) ||
  transferReferenceShapes.rtgs.test(reference);

/** Any payment reference a donor may give: UPI, IMPS, NEFT or RTGS. */
export const isTransferReference = (reference: string): boolean =>
  isUpiReference(reference) || isBankTransferReference(reference);
