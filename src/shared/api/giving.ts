import { z } from 'zod';
import { VPA_PATTERN } from '../giving/upi.ts';
import { emailField, optionalText, requiredText, textInput } from './common.ts';
import {
  IFSC_PATTERN,
  MOBILE_PATTERN,
  PAN_PATTERN,
  UTR_PATTERN,
  givingLimits as limits,
  givingMessages as say,
  donationModes,
  donationStatuses,
  sponsorActions,
} from './giving-fields.ts';

export * from './giving-fields.ts';

const amount = z
  .number({ error: say.amountInvalid })
  .int(say.amountInvalid)
  .min(limits.minAmount, say.amountInvalid)
  .max(limits.maxAmount, say.amountInvalid);

/** The administrator's giving settings. An empty UPI ID keeps online giving closed. */
export const givingSettingsSchema = z.object({
  upiId: textInput({ error: say.vpaInvalid })
    .trim()
    .refine((value) => value === '' || VPA_PATTERN.test(value), say.vpaInvalid),
  payeeName: requiredText(limits.name, say.nameRequired),
  bank: z.object({
    accountName: optionalText(limits.name),
    accountNumber: textInput({ error: say.accountInvalid })
      .trim()
      .refine((value) => value === '' || /^[0-9]{9,18}$/.test(value), say.accountInvalid),
    ifsc: textInput({ error: say.ifscInvalid })
      .trim()
      .toUpperCase()
      .refine((value) => value === '' || IFSC_PATTERN.test(value), say.ifscInvalid),
    branch: optionalText(limits.name),
  }),
  /** The organisation's PAN, its 80G URN and the day the URN was issued, as on the approval. */
  pan: textInput({ error: say.panInvalid })
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || PAN_PATTERN.test(value), say.panInvalid),
  urn: optionalText(32),
  urnIssuedOn: z.union([z.literal(''), z.iso.date()]),
  sectionCode: requiredText(40, say.nameRequired),
  /** Suggested amounts per action, in whole rupees. */
  amounts: z.record(z.enum(sponsorActions), z.array(amount).max(4)),
});
export type GivingSettings = z.infer<typeof givingSettingsSchema>;

/** What /donate shows: the suggested amounts, and whether (and to whom) a visitor can give online. */
export const givingOptionsSchema = z.object({
  open: z.boolean(),
  payeeName: z.string(),
  amounts: z.record(z.enum(sponsorActions), z.array(z.number().int())),
});
export type GivingOptions = z.infer<typeof givingOptionsSchema>;

/** A visitor's pledge. PAN and address are asked only for an 80G receipt. */
export const pledgeInputSchema = z
  .object({
    action: z.enum(sponsorActions),
    amount,
    fullName: requiredText(limits.name, say.nameRequired),
    email: emailField(say.emailInvalid),
    mobile: textInput({ error: say.mobileInvalid }).trim().regex(MOBILE_PATTERN, say.mobileInvalid),
    wantsReceipt: z.boolean().optional().default(false),
    pan: textInput({ error: say.panInvalid }).trim().toUpperCase().optional().default(''),
    address: optionalText(limits.address),
    website: textInput().max(500).optional(),
  })
  .superRefine((pledge, context) => {
    if (!pledge.wantsReceipt) return;
    if (!PAN_PATTERN.test(pledge.pan))
      context.addIssue({ code: 'custom', path: ['pan'], message: say.panInvalid });
    if (!pledge.address)
      context.addIssue({ code: 'custom', path: ['address'], message: say.addressRequired });
  });
export type PledgeInput = z.input<typeof pledgeInputSchema>;

/** How to pay a pledge: the link and QR code for UPI apps, and the bank details to quote the reference to. */
export const pledgeSchema = z.object({
  reference: z.string(),
  action: z.enum(sponsorActions),
  amount: z.number().int(),
  status: z.enum(['pledged', 'received', 'cancelled']),
  upiUri: z.string(),
  qrSvg: z.string(),
  bank: z.object({
    accountName: z.string(),
    accountNumber: z.string(),
    ifsc: z.string(),
    branch: z.string(),
  }),
  utr: z.string().nullable(),
  /** The donor's own page of this pledge (signed), where the UTR can be given later. */
  link: z.string(),
});
export type Pledge = z.infer<typeof pledgeSchema>;

export const utrInputSchema = z.object({
  utr: textInput({ error: say.utrInvalid }).trim().regex(UTR_PATTERN, say.utrInvalid),
});
export const pledgeTokenQuery = z.object({ token: z.string().max(200) });
export const referenceParams = z.object({ reference: z.string().regex(/^[A-Z0-9]{6,12}$/) });

/* ---- The administrator's donations panel ---- */

export const donationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(donationStatuses),
  action: z.enum(sponsorActions),
  amount: z.number().int(),
  donorName: z.string(),
  donorEmail: z.string(),
  donorMobile: z.string(),
  donorAddress: z.string().nullable(),
  idCode: z.enum(['PAN', 'Aadhaar']).nullable(),
  /** `XXXXX1234X`: the number whole only on the receipt and in the 10BD export. */
  idMasked: z.string().nullable(),
  utr: z.string().nullable(),
  mode: z.enum(donationModes).nullable(),
  receivedOn: z.string().nullable(),
  chequeNumber: z.string().nullable(),
  createdAt: z.string(),
  receipts: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      issuedAt: z.string(),
      cancelledAt: z.string().nullable(),
      cancelReason: z.string().nullable(),
      url: z.string(),
    }),
  ),
  /** Why a received donation has no 80G receipt, in plain words. */
  receiptNote: z.string().nullable(),
});
export type Donation = z.infer<typeof donationSchema>;

export const donationQuerySchema = z.object({
  status: z.enum(donationStatuses).optional(),
  /** A financial year, `2026-27`. */
  year: z
    .string()
    .regex(/^\d{4}-\d{2}$/, say.yearInvalid)
    .optional(),
  q: textInput().trim().max(100).optional(),
});

export const donationListSchema = z.object({
  donations: z.array(donationSchema),
  /** Received money of the filtered donations: per month (`2026-04`) and in all. */
  totals: z.object({
    byMonth: z.array(z.object({ month: z.string(), amount: z.number().int() })),
    total: z.number().int(),
  }),
});

const receivedDetails = {
  receivedOn: z.iso.date(),
  mode: z.enum(donationModes),
  utr: textInput({ error: say.utrInvalid }).trim().regex(UTR_PATTERN, say.utrInvalid).optional(),
  chequeNumber: textInput().trim().max(20).optional(),
};

const receivedFields = {
  ...receivedDetails,
  idCode: z.enum(['PAN', 'Aadhaar']).optional(),
  idNumber: textInput().trim().toUpperCase().max(20).optional(),
  donorAddress: optionalText(limits.address),
};

function checkReceived(
  value: {
    mode: string;
    chequeNumber?: string | undefined;
    idCode?: string | undefined;
    idNumber?: string | undefined;
  },
  context: z.RefinementCtx,
) {
  if (value.mode === 'cheque' && !value.chequeNumber)
    context.addIssue({ code: 'custom', path: ['chequeNumber'], message: say.chequeNumberRequired });
  if (value.idCode === 'PAN' && !PAN_PATTERN.test(value.idNumber ?? ''))
    context.addIssue({ code: 'custom', path: ['idNumber'], message: say.panInvalid });
  if (value.idCode === 'Aadhaar' && !/^[2-9][0-9]{11}$/.test(value.idNumber ?? ''))
    context.addIssue({ code: 'custom', path: ['idNumber'], message: say.aadhaarInvalid });
}

/** Marking a pledge received; a PAN or Aadhaar number may be added then, for the receipt. */
export const markReceivedSchema = z.object(receivedFields).superRefine(checkReceived);

/** A donation that arrived without a pledge: cash at an event, a cheque by post. */
export const recordDonationSchema = z
  .object({
    ...receivedFields,
    action: z.enum(sponsorActions),
    amount,
    fullName: requiredText(limits.name, say.nameRequired),
    email: z
      .union([z.literal(''), emailField(say.emailInvalid)])
      .optional()
      .default(''),
    mobile: textInput().trim().max(20).optional().default(''),
  })
  .superRefine(checkReceived);

export const cancelReceiptSchema = z.object({
  reason: requiredText(300, say.reasonRequired),
});

/** The Form 10BD statement of a year: the CSV to upload, its rows and what it leaves out. */
export const statementSchema = z.object({
  year: z.string(),
  csv: z.string(),
  rows: z.number().int(),
  leftOut: z.object({
    noId: z.number().int(),
    cashAboveLimit: z.number().int(),
    cancelled: z.number().int(),
  }),
});
