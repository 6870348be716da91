import { formatIndiaDate, formatIndiaTime } from '#shared/india-time';
import type { ConsentSummary } from '#shared/privacy/consent';

/**
 * A record's consent in one short line for the dashboard: when it was given, with which version of the
 * privacy notice (the Privacy page as published at that time), and when it was withdrawn since. Records
 * kept before consent was recorded say so.
 */
export function consentWords(consent: ConsentSummary | null | undefined): string {
  if (!consent?.givenAt) return 'Not recorded';
  const notice = consent.noticeVersion
    ? `, privacy notice of ${formatIndiaTime(consent.noticeVersion)}`
    : ', no privacy notice published then';
  const withdrawn = consent.withdrawnAt ? `; withdrawn ${formatIndiaDate(consent.withdrawnAt)}` : '';
  return `Given ${formatIndiaDate(consent.givenAt)}${notice}${withdrawn}`;
}
