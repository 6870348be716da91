import { DATA_REQUEST_LINK_HOURS, type DataRequestKind } from '../privacy/data-requests.ts';

/**
 * Paths, limits and words of "Your data" without the zod schemas, so the public page posts its form
 * without shipping the validation library; data-requests.ts re-exports these.
 */
export const dataRequestPaths = {
  /** A visitor's request (JSON, or the page's form posted without JavaScript). */
  ask: '/api/your-data',
  list: '/api/data-requests',
  done: (id: number | string) => `/api/data-requests/${id}/done`,
  erase: (id: number | string) => `/api/data-requests/${id}/erase`,
} as const;

/** The pages the mailed links open, served by the server itself (no JavaScript needed). */
export const dataRequestPages = {
  form: '/your-data',
  confirm: '/your-data/confirm',
  download: '/your-data/download',
} as const;

export const dataRequestLimits = { email: 254, details: 2000 } as const;

export const dataRequestKindLabels: Record<DataRequestKind, string> = {
  see: 'See what you keep about me',
  correct: 'Correct something you keep about me',
  erase: 'Erase what you keep about me',
};

export const dataRequestTexts = {
  invalidEmail: 'Please enter a valid email address.',
  kindRequired: 'Choose what you would like us to do.',
  detailsRequired: 'Tell us what is wrong and what it should say.',
  detailsTooLong: `Please keep it under ${dataRequestLimits.details} characters.`,
  /** The same answer whatever the address: it never tells whether we know it. */
  received: `Thank you. A mail with a link is on its way to that address: open it within ${DATA_REQUEST_LINK_HOURS} hours to confirm your request. If no mail comes, check the address and your spam folder.`,
} as const;
