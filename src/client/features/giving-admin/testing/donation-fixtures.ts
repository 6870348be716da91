import {
  defaultPurposes,
  type DonationChange,
  type Donation,
  type GivingSettings,
  type ReceiptPreview,
} from '#shared/api/giving';
import type { DonationList } from '../api/get-donations.ts';

/** A pledge as the donations list answers it; change what a test is about. */
export function donation(change: Partial<Donation> = {}): Donation {
  return {
    id: 7,
    reference: 'GK7K3Q9X',
    status: 'pledged',
    action: 'sponsor-a-school-kit',
    amount: 1500,
    donorName: 'Asha Rao',
    donorEmail: 'asha@example.org',
    donorMobile: '9876543210',
    donorAddress: '12 MG Road, Pune 411001',
    idCode: 'PAN',
    idMasked: 'XXXXX1234X',
    utr: null,
    mode: null,
    receivedOn: null,
    chequeNumber: null,
    donationType: 'Others',
    purpose: null,
    goods: null,
    cancelReason: null,
    inFiledYear: false,
    createdAt: '2026-11-20T05:00:00.000Z',
    receipts: [],
    receiptNote: null,
    ...change,
  };
}

export const receipt = (
  change: Partial<Donation['receipts'][number]> = {},
): Donation['receipts'][number] => ({
  id: 3,
  kind: '80g',
  number: '80G/2026-27/0001',
  replaces: null,
  issuedAt: '2026-11-21T06:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  url: '/api/giving/receipts/3',
  ...change,
});

/** A page of the list; `count` is every donation the filters select (this page's length unless given). */
export const donationList = (
  donations: Donation[],
  byMonth: DonationList['totals']['byMonth'] = [],
  count = donations.length,
  anonymous: DonationList['anonymous'] = null,
): DonationList => ({
  donations,
  count,
  totals: { byMonth, total: byMonth.reduce((sum, month) => sum + month.amount, 0) },
  anonymous,
});

/** What the server would issue, as its preview says it. */
export const preview = (change: Partial<ReceiptPreview> = {}): ReceiptPreview => ({
  kind: '80g',
  sentence: 'An 80G receipt will be issued and mailed to the donor.',
  cashWarning: null,
  refusal: null,
  ...change,
});

/** One entry of a donation's history. */
export const change = (entry: Partial<DonationChange> = {}): DonationChange => ({
  at: '2026-11-24T06:00:00.000Z',
  by: 'admin@example.org',
  action: 'corrected',
  reason: 'Typed wrong',
  before: null,
  after: null,
  ...entry,
});

export const savedSettings: GivingSettings = {
  upiId: 'gurukul@sbi',
  payeeName: 'Gurukul Trust',
  bank: { accountName: 'Gurukul Trust', accountNumber: '123456789012', ifsc: 'SBIN0001234', branch: 'Pune' },
  pan: 'AAATG1234Q',
  urn: 'AAATG1234QF20214',
  urnIssuedOn: '2021-09-24',
  urnValidFrom: '2021-09-24',
  urnValidUntil: '2026-03-31',
  sectionCode: 'Section 80G',
  signatory: { name: 'R. Sharma', designation: 'Managing Trustee' },
  amounts: {
    'sponsor-a-child': [6000, 12_000],
    'sponsor-a-school-kit': [1500],
    'sponsor-books-and-study-materials': [750],
    'way-to-give-money': [500, 1000, 2500],
  },
  addressRequiredAbove: 10_000,
  fcraAccount: { accountName: '', accountNumber: '', ifsc: '', branch: '' },
  donationTypes: {
    'sponsor-a-child': 'Specific grant',
    'sponsor-a-school-kit': 'Others',
    'sponsor-books-and-study-materials': 'Others',
    'way-to-give-money': 'Others',
  },
  purposes: { ...defaultPurposes, 'sponsor-a-school-kit': 'School kits for Class 5' },
};
