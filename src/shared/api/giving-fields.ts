/** Paths, limits and texts of giving, without zod: /donate may import them (decision 005). */

export const givingPaths = {
  /** What /donate needs: whether online giving is open, the payee and the suggested amounts. */
  options: '/api/giving/options',
  settings: '/api/giving/settings',
  pledges: '/api/giving/pledges',
  /** A donor's own pledge, opened with the signed link of their confirmation. */
  pledge: (reference: string) => `/api/giving/pledges/${reference}`,
  utr: (reference: string) => `/api/giving/pledges/${reference}/utr`,
} as const;

/** The four actions of the Get Involved grid; their ids are also the fragments of /donate. */
export const sponsorActions = [
  'sponsor-a-child',
  'sponsor-a-school-kit',
  'sponsor-books-and-study-materials',
  'way-to-give-money',
] as const;
export type SponsorAction = (typeof sponsorActions)[number];

export const givingLimits = {
  /** Whole rupees: ₹1 to ₹10,00,000. */
  minAmount: 1,
  maxAmount: 1_000_000,
  name: 120,
  address: 500,
} as const;

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI transaction reference (UTR): twelve digits. */
export const UTR_PATTERN = /^[0-9]{12}$/;
export const MOBILE_PATTERN = /^(?:\+91[ -]?)?[6-9][0-9]{4}[ -]?[0-9]{5}$/;

export const givingMessages = {
  amountInvalid: `Please enter a whole amount in rupees, from ₹1 to ₹10,00,000.`,
  nameRequired: 'Please enter your full name.',
  emailInvalid: 'Please enter a valid email address.',
  mobileInvalid: 'Please enter a 10-digit Indian mobile number.',
  panInvalid: 'Please enter your PAN as on the card, like ABCDE1234F.',
  addressRequired: 'An 80G receipt needs your postal address.',
  utrInvalid: 'The UPI transaction reference has 12 digits. You find it in your UPI app’s payment details.',
  vpaInvalid: 'Please enter a UPI ID like name@bank.',
  ifscInvalid: 'Please enter an IFSC like SBIN0001234.',
  accountInvalid: 'Please enter the account number: 9 to 18 digits.',
  notOpen: 'Online giving is not yet available. Please contact us to give.',
  pledgeNotFound: 'This pledge could not be found. Please use the link in your confirmation mail.',
  pledgeRecorded: 'Thank you! Your pledge is recorded.',
  utrRecorded: 'Thank you! We will confirm your donation once it reaches our account.',
} as const;
