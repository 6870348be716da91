import { dataRequestKindLabels, dataRequestTexts } from '#shared/api/data-request-fields';
import { DATA_REQUEST_ANSWER_DAYS } from '#shared/privacy/data-requests';
import { DONATION_RECORDS_KEPT_YEARS } from '#shared/privacy/retention';

/** The texts of /your-data: what a person may ask about the data kept on their e-mail address. */
export const yourDataPage = {
  title: 'Your data',
  lead: 'Ask us to show you, correct or erase what we keep about your e-mail address. We send a link to the address first, so that only you can ask about it.',
  points: [
    'See: we mail you a link to a file of everything we keep about the address, as soon as you confirm.',
    `Correct or erase: our team answers within ${DATA_REQUEST_ANSWER_DAYS} days of your confirmation, as the Digital Personal Data Protection Rules ask, and tells you by mail when it is done.`,
    `Donation records, receipts and certificates stay for ${DONATION_RECORDS_KEPT_YEARS} years, because the Income-tax rules require it; the rest is erased.`,
  ],
  privacyLink: 'Read how we use personal data',
  form: {
    title: 'Your request',
    email: 'Your e-mail address',
    kind: 'What would you like us to do?',
    kinds: dataRequestKindLabels,
    details: 'For a correction: what is wrong, and what should it say?',
    detailsHint: 'For example: "My mobile number is 98765 43210, not 98765 43201."',
    send: 'Send my request',
    sending: 'Sending...',
    networkError: 'We could not send your request. Please check your connection and try again.',
    /** What the page says once a form posted without JavaScript has reached us. */
    sent: dataRequestTexts.received,
  },
} as const;
