/**
 * Consent to the privacy notice (DPDP Act 2023, sections 5 and 6; docs/privacy.md): what each public form
 * asks consent for, the field its notice's version travels in, and the words the law may change.
 */
export const consentPurposes = ['subscription', 'contact', 'volunteer', 'donation'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];
export const consentActions = ['given', 'withdrawn'] as const;
export type ConsentAction = (typeof consentActions)[number];

/** The field of every public form (JSON and HTML post alike) that carries the notice's version it showed. */
export const NOTICE_VERSION_FIELD = 'noticeVersion';
/** A version is the Privacy page's publish time: an ISO-8601 time, well within this. */
export const NOTICE_VERSION_MAX = 40;

/** The Privacy page's address; the page itself is content the administrator edits. */
export const PRIVACY_PAGE_SLUG = 'privacy';
export const PRIVACY_PAGE_PATH = `/${PRIVACY_PAGE_SLUG}`;
/** Where a person asks to see, correct or erase what is kept about them. */
export const YOUR_DATA_PATH = '/your-data';

/** The page a "stop contacting me" link in a mail opens (served by the server, without JavaScript). */
export const STOP_CONTACTING_PATH = '/stop-contacting';
export const stopContactingApiPath = '/api/stop-contacting';

/** The short notice above every form's submit button, until the administrator writes their own. */
export const defaultFormNotice =
  'We use these details only for what this form is for, and keep them no longer than we need to. You can ask us to see, correct or erase them at any time.';
export const formNoticeLinkText = 'Read our privacy notice';

/** The words recorded with a withdrawal, by how it was made. */
export const withdrawalWording = {
  unsubscribe: 'Unsubscribed from the updates by mail.',
  stopContacting:
    'Asked to stop all contact, except what the law requires us to send (receipts and certificates for donations).',
} as const;

/** What the dashboard shows of a record's consent. */
export interface ConsentSummary {
  givenAt: string | null;
  noticeVersion: string | null;
  withdrawnAt: string | null;
}
