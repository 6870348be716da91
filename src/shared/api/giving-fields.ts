/** Paths, limits and texts of giving, without zod: /donate may import them (decision 005). */

import { transferReferenceShapes } from '../giving/transfer-reference.ts';

export const givingPaths = {
  /** What /donate needs: whether online giving is open, the payee and the suggested amounts. */
  options: '/api/giving/options',
  settings: '/api/giving/settings',
  pledges: '/api/giving/pledges',
  /** A donor's own pledge, opened with the signed link of their confirmation. */
  pledge: (reference: string) => `/api/giving/pledges/${reference}`,
  utr: (reference: string) => `/api/giving/pledges/${reference}/utr`,
  /** The administrator's list, filtered by status, financial year and a search. */
  donations: '/api/giving/donations',
  received: (id: number | string) => `/api/giving/donations/${id}/received`,
  /** What marking a pledge received would issue, said before the click (nothing is changed). */
  receivedPreview: (id: number | string) => `/api/giving/donations/${id}/received/preview`,
  /** What recording a donation would issue, said before the click. */
  recordPreview: '/api/giving/donations/preview',
  /** A donation corrected while it has no live document. */
  donation: (id: number | string) => `/api/giving/donations/${id}`,
  /** A received donation without a live document gets the one the rules give it. */
  issue: (id: number | string) => `/api/giving/donations/${id}/issue`,
  cancelPledge: (id: number | string) => `/api/giving/donations/${id}/cancel`,
  /** Who changed what of a donation, and when. */
  changes: (id: number | string) => `/api/giving/donations/${id}/changes`,
  receipt: (id: number | string) => `/api/giving/receipts/${id}`,
  cancelReceipt: (id: number | string) => `/api/giving/receipts/${id}/cancel`,
  /** Cancels a document and issues its replacement, which names it. */
  reissue: (id: number | string) => `/api/giving/receipts/${id}/reissue`,
  /** Every pledge and donation of a date range, for the books, as CSV. */
  ledger: '/api/giving/ledger',
  /** The Form 10BD statement of a financial year, as CSV. */
  form10bd: (year: string) => `/api/giving/form-10bd/${year}`,
  /** The year's statement marked filed on the portal. */
  form10bdFiled: (year: string) => `/api/giving/form-10bd/${year}/filed`,
} as const;

export const donationStatuses = ['pledged', 'received', 'cancelled'] as const;
export type DonationStatus = (typeof donationStatuses)[number];

/** How a donation arrived, as the administrator records it. */
export const donationModes = ['upi', 'bank-transfer', 'cheque', 'cash', 'in-kind'] as const;
export type DonationMode = (typeof donationModes)[number];
export const donationModeLabels: Record<DonationMode, string> = {
  upi: 'UPI',
  'bank-transfer': 'Bank transfer',
  cheque: 'Cheque',
  cash: 'Cash',
  'in-kind': 'In kind',
};

/**
 * Where the donor stands under FCRA (docs/giving-law.md): an Indian citizen in India or abroad may give
 * online; a foreign national (an OCI card holder too) is a foreign source, whose gift only an FCRA account
 * may receive.
 */
export const residences = ['india', 'abroad', 'foreign'] as const;
export type Residence = (typeof residences)[number];

/** Form 10BD's donation types, per donation (a default per sponsor action in the settings). */
export const donationTypes = ['Corpus', 'Specific grant', 'Others'] as const;
export type DonationType = (typeof donationTypes)[number];

/** The four actions of the Get Involved grid; their ids are also the fragments of /donate. */
export const sponsorActions = [
  'sponsor-a-child',
  'sponsor-a-school-kit',
  'sponsor-books-and-study-materials',
  'way-to-give-money',
] as const;
export type SponsorAction = (typeof sponsorActions)[number];

/** The purpose a receipt states for each way to give, unless the administrator writes another for a gift. */
export const defaultPurposes: Record<SponsorAction, string> = {
  'sponsor-a-child': 'Sponsoring the education of a child',
  'sponsor-a-school-kit': 'A school kit for a child',
  'sponsor-books-and-study-materials': 'Books and study materials for the children',
  'way-to-give-money': 'The charitable purposes of the trust',
};

export const givingLimits = {
  /** Whole rupees: ₹1 to ₹10,00,000. */
  minAmount: 1,
  maxAmount: 1_000_000,
  name: 120,
  address: 500,
} as const;

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI transaction reference (UTR): twelve digits (the shapes of every reference: transfer-reference.ts). */
export const UTR_PATTERN = transferReferenceShapes.upi;
/** Characters a name or an address never holds: line breaks and other control characters. */
// eslint-disable-next-line no-control-regex -- exactly what this looks for
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
export const MOBILE_PATTERN = /^(?:\+91[ -]?)?[6-9][0-9]{4}[ -]?[0-9]{5}$/;
/** A mobile number abroad, with its country code: + and 8 to 15 digits, spaces or dashes between. */
export const INTERNATIONAL_MOBILE_PATTERN = /^\+[1-9](?:[ -]?[0-9]){7,14}$/;

/** The payment details' labels, on /donate and in the pledge's confirmation mail. */
export const paymentLabels = {
  reference: 'Your reference',
  amount: 'Amount',
  upiId: 'UPI ID',
  payee: 'Payee',
  bankTitle: 'Or pay by bank transfer',
  bankHint: 'Please quote your reference in the transfer’s remarks, so we can match your gift.',
  accountName: 'Account name',
  accountNumber: 'Account number',
  ifsc: 'IFSC',
  branch: 'Branch',
} as const;

/** Asked above the amount the settings name, so that a larger gift is never anonymous (docs/giving-law.md). */
export const addressRequiredFrom = (amount: number) =>
  `Please give your postal address: we need it for gifts above ₹${amount.toLocaleString('en-IN')}.`;

export const givingMessages = {
  amountInvalid: `Please enter a whole amount in rupees, from ₹1 to ₹10,00,000.`,
  nameRequired: 'Please enter your full name.',
  purposeRequired: 'Please write the purpose the receipts state for this way to give.',
  emailInvalid: 'Please enter a valid email address.',
  mobileInvalid: 'Please enter a 10-digit Indian mobile number.',
  panInvalid: 'Please enter your PAN as on the card, like ABCDE1234F.',
  aadhaarInvalid: 'Please enter the 12-digit Aadhaar number.',
  addressRequired: 'An 80G receipt needs your postal address.',
  utrInvalid:
    'Please enter the transaction reference from your payment’s details: 12 digits for UPI or IMPS, 16 letters and digits for NEFT, 22 for RTGS.',
  upiReferenceInvalid: 'A UPI transaction reference (UTR) has 12 digits.',
  vpaInvalid: 'Please enter a UPI ID like name@bank.',
  ifscInvalid: 'Please enter an IFSC like SBIN0001234.',
  accountInvalid: 'Please enter the account number: 9 to 18 digits.',
  notOpen: 'Online giving is not yet available. Please contact us to give.',
  donationNotFound: 'This donation could not be found.',
  alreadyReceived: 'This donation is already marked received.',
  receiptNotFound: 'This receipt could not be found.',
  receiptAlreadyCancelled: 'This receipt is already cancelled.',
  reasonRequired: 'Please give the reason.',
  chequeNumberRequired: 'Please enter the cheque number.',
  yearInvalid: 'Please choose a financial year like 2026-27.',
  aadhaarChecksum: 'This Aadhaar number is not valid: please check its digits.',
  idInvalid: 'Please enter the identity number as on the document.',
  idNotAllowed:
    'A PAN or an Aadhaar number is needed when the donor has one; another document only when they have neither.',
  bankReferenceInvalid:
    'Please enter the bank’s reference: 12 digits for IMPS, 16 letters and digits for NEFT (like SBIN126123456789), 22 for RTGS (like HDFCR52026112700012345).',
  controlCharacters: 'Please write this on one line, without special characters.',
  goodsRequired: 'Please describe the goods given.',
  hasLiveReceipt: 'This donation has a receipt. Cancel and re-issue it to correct the donation.',
  notPledged: 'Only a pledge that is not yet received can be cancelled.',
  notReceived: 'Only a received donation gets a receipt.',
  cash269st:
    'Section 269ST: cash of ₹2,00,000 or more from one person in a day may not be received. Refuse it, or give the reason an administrator accepts it.',
  utrUsed: 'This reference is already on another donation. Check it, or give the reason both are right.',
  noLiveReceipt: 'Its document was cancelled: issue a new one, or cancel and re-issue.',
  incompleteForStatement:
    'Its identity number or mode of payment is missing: correct it with Cancel and re-issue.',
  noReceiptYet: 'No document was issued for this donation yet.',
  pledgeCancelled: 'This pledge was cancelled.',
  receiptNotLive: 'Only a receipt that is not cancelled can be re-issued.',
  residenceRequired: 'Please tell us whether you are an Indian citizen.',
  foreignNotAccepted:
    'We are not registered to receive gifts from people who are not Indian citizens (the Foreign Contribution (Regulation) Act), so we cannot accept your gift online. Thank you for thinking of us.',
  internationalMobileInvalid: 'Please enter your mobile number with its country code, like +44 7700 900123.',
  rangeInvalid:
    'Please choose a start and an end date, the end not before the start, at most ten years apart.',
  filedOnInvalid: 'Please enter the day the statement was filed.',
  acknowledgementRequired: 'Please enter the acknowledgement number the portal gave, letters and digits.',
  filedYearChanged: 'Form 10BD of this year was already filed: file a revised statement with this change.',
  pledgeNotFound: 'This pledge could not be found. Please use the link in your confirmation mail.',
  pledgeRecorded: 'Thank you! Your pledge is recorded.',
  utrRecorded: 'Thank you! We will confirm your donation once it reaches our account.',
} as const;
