import { unmatchedTexts, type MatchKind } from '#shared/api/giving-certificates';
import { maskIdentity, normaliseIdNumber, type IdentityKind } from '#shared/giving/identity';

/** A donor of the year's 80G receipts: their identity number (normalised), name and latest donation. */
export interface YearDonor {
  key: string;
  donationId: number;
  name: string;
  idKind: IdentityKind;
  idNumber: string;
  email: string;
}

export type CertificateMatch =
  | { donor: YearDonor; matchedBy: MatchKind; nameRead: string | null; identityRead: string | null }
  | { donor: null; reason: string; nameRead: string | null; identityRead: string | null };

/** A name as compared: case, accents, spaces and punctuation folded away, its words kept apart. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Whether a donor's name is the name on a certificate: the same words once folded ("MEERA  RAO." is
 * Meera Rao); one may leave out words of the other (a middle name), and an initial stands for its word.
 * Without the name read, every word of the donor's name must be somewhere in the certificate's text.
 */
export function namesAgree(donorName: string, nameRead: string | null, text: string): boolean {
  const donor = nameWords(donorName);
  if (donor.length === 0) return false;
  const covers = (words: string[], within: string[]) =>
    words.every((word) =>
      word.length === 1 ? within.some((other) => other.startsWith(word)) : within.includes(word),
    );
  if (nameRead) {
    const read = nameWords(nameRead);
    if (read.length === 0) return false;
    if (read.join('') === donor.join('')) return true;
    return covers(donor, read) || covers(read, donor);
  }
  const words = nameWords(text);
  return donor.some((word) => word.length > 1) && covers(donor, words);
}

/** The labels that end the donor's name on a certificate, whatever comes next in its text. */
const NEXT_LABEL =
  /\s+(?:address|unique identification|identification|pan\b|aadhaar|id code|donation|section|amount|financial year|mode|date|type)/i;

/** The donor's name as the certificate gives it after "Name of (the) donor", if it does. */
export function readDonorName(text: string): string | null {
  const label = /name of (?:the )?donor\s*[:\-–]?\s*/i.exec(text);
  if (!label) return null;
  const rest = text.slice(label.index + label[0].length, label.index + label[0].length + 200);
  const end = NEXT_LABEL.exec(rest);
  const name = (end ? rest.slice(0, end.index) : rest).trim();
  return name && nameWords(name).length > 0 ? name : null;
}

/** The PAN and Aadhaar numbers written on a certificate, and the last four digits of masked Aadhaar ones. */
export function readIdentities(text: string) {
  const upper = text.toUpperCase();
  const pans = [...upper.matchAll(/(?<![A-Z0-9])[A-Z]{5}[0-9]{4}[A-Z](?![A-Z0-9])/g)].map((m) => m[0]);
  const aadhaars = [...upper.matchAll(/(?<![0-9])[2-9][0-9]{3}[ -]?[0-9]{4}[ -]?[0-9]{4}(?![0-9])/g)].map(
    (m) => m[0].replace(/[ -]/g, ''),
  );
  const maskedAadhaarLastFour = [
    ...upper.matchAll(/(?<![A-Z0-9*])[X*•]{4}[ -]?[X*•]{4}[ -]?([0-9]{4})(?![0-9])/g),
  ].map((m) => m[1]!);
  // The number written after its label, when the certificate labels it: what the list shows as read. Its
  // parts each hold a digit or are a mask (XXXX), so the words after it are left out.
  const part = '(?:[0-9A-Z*•]*[0-9][0-9A-Z*•]*|[X*•]{2,})';
  const label = new RegExp(
    `IDENTIFICATION NUMBER(?: OF THE DONOR)?\\s*[:\\-–]?\\s*(${part}(?:[ -]${part})*)`,
  ).exec(upper);
  const labelled = label
    ? normaliseIdNumber(label[1]!).replace(/[*•-]/g, (c) => (c === '-' ? '' : 'X'))
    : null;
  return { pans, aadhaars, maskedAadhaarLastFour, labelled };
}

/**
 * Finds a certificate's donor among the year's 80G donors (docs/giving.md, "Form 10BE"):
 * - by the identity number written on it, compared normalised (upper case, no spaces): a PAN or an Aadhaar
 *   number as a word of its own, another document's number anywhere in the text; the organisation's own
 *   PAN is never a donor's;
 * - an Aadhaar number shown masked (XXXX XXXX 9012) by its last four digits together with the name;
 * - and the name must agree: an identity number whose donor's name differs clearly is not a match.
 * A certificate that fits nobody or several donors is left for the administrator.
 */
export function matchCertificate(
  text: string,
  donors: readonly YearDonor[],
  organisationPan: string,
): CertificateMatch {
  const nameRead = readDonorName(text);
  const read = readIdentities(text);
  const ownPan = normaliseIdNumber(organisationPan);
  const pans = new Set(read.pans.filter((pan) => pan !== ownPan));
  const aadhaars = new Set(read.aadhaars);
  const compact = normaliseIdNumber(text).replace(/[^A-Z0-9/-]/g, '');
  const shown =
    read.labelled ??
    [...pans, ...aadhaars][0] ??
    read.maskedAadhaarLastFour.map((four) => `XXXXXXXX${four}`)[0];
  const identityRead = shown ? maskIdentity(shown) : null;
  const unmatched = (reason: string): CertificateMatch => ({ donor: null, reason, nameRead, identityRead });

  const byIdentity = donors.filter((donor) => {
    if (donor.idKind === 'PAN') return pans.has(donor.idNumber);
    if (donor.idKind === 'Aadhaar') return aadhaars.has(donor.idNumber);
    return donor.idNumber.length >= 6 && compact.includes(donor.idNumber);
  });
  if (byIdentity.length > 1) return unmatched(unmatchedTexts.manyDonors);
  const [donor] = byIdentity;
  if (donor) {
    return namesAgree(donor.name, nameRead, text)
      ? { donor, matchedBy: 'identity', nameRead, identityRead }
      : unmatched(unmatchedTexts.nameDiffers(donor.name));
  }

  const lastFours = new Set(read.maskedAadhaarLastFour);
  if (lastFours.size > 0) {
    const byLastFour = donors.filter(
      (candidate) =>
        candidate.idKind === 'Aadhaar' &&
        lastFours.has(candidate.idNumber.slice(-4)) &&
        namesAgree(candidate.name, nameRead, text),
    );
    if (byLastFour.length > 1) return unmatched(unmatchedTexts.manyDonors);
    if (byLastFour[0])
      return { donor: byLastFour[0], matchedBy: 'aadhaar-last-four', nameRead, identityRead };
  }
  const anyNumber = pans.size > 0 || aadhaars.size > 0 || lastFours.size > 0;
  return unmatched(anyNumber ? unmatchedTexts.noDonor : unmatchedTexts.noIdentity);
}
