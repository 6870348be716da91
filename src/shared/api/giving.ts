import { z } from 'zod';
import { VPA_PATTERN } from '../giving/upi.ts';
import { identityKinds, identityRules, identityValid, normaliseIdNumber } from '../giving/identity.ts';
import { receiptKinds } from '../giving/receipt-rules.ts';
import {
  isBankTransferReference,
  isTransferReference,
  isUpiReference,
  normaliseTransferReference,
} from '../giving/transfer-reference.ts';
import { emailField, optionalText, requiredText, textInput } from './common.ts';
import { consentSummarySchema, noticeVersionField } from './consent.ts';
import { financialYearSchema } from './giving-year.ts';
import { invalidLanguageMessage } from './subscriptions.ts';
import { languages } from '../i18n/languages.ts';
import {
  IFSC_PATTERN,
  MOBILE_PATTERN,
  INTERNATIONAL_MOBILE_PATTERN,
  residences,
  PAN_PATTERN,
  CONTROL_CHARACTERS,
  givingLimits as limits,
  donationTypes,
  givingMessages as say,
  donationModes,
  donationStatuses,
  sponsorActions,
  defaultPurposes,
} from './giving-fields.ts';

export * from './giving-fields.ts';

const amount = z
  .number({ error: say.amountInvalid })
  .int(say.amountInvalid)
  .min(limits.minAmount, say.amountInvalid)
  .max(limits.maxAmount, say.amountInvalid);

/** A name or another one-line text: control characters (a line break among them) are refused at the door. */
const oneLine = (max: number, message: string) =>
  requiredText(max, message).refine((value) => !CONTROL_CHARACTERS.test(value), say.controlCharacters);

/**
 * A postal address: the lines a donor types become one line joined by commas, as Form 10BD and the receipt
 * write it; any other control character is refused.
 */
const addressText = () =>
  textInput()
    .transform((value) =>
      value
        .split(/\r\n|\r|\n|\u2028|\u2029/)
        .map((line) => line.trim().replace(/,$/, ''))
        .filter(Boolean)
        .join(', '),
    )
    .pipe(
      z
        .string()
        .max(limits.address, `At most ${limits.address} characters.`)
        .refine((value) => !CONTROL_CHARACTERS.test(value), say.controlCharacters),
    )
    .optional()
    .default('');

/** A bank account as the settings hold it; every part may be left empty. */
const bankAccountSchema = z.object({
  accountName: optionalText(limits.name),
  accountNumber: textInput({ error: say.accountInvalid })
    .trim()
    .refine((value) => value === '' || /^[0-9]{9,18}$/.test(value), say.accountInvalid),
  ifsc: textInput({ error: say.ifscInvalid })
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || IFSC_PATTERN.test(value), say.ifscInvalid),
  branch: optionalText(limits.name),
});

/** The administrator's giving settings. An empty UPI ID keeps online giving closed. */
export const givingSettingsSchema = z.object({
  upiId: textInput({ error: say.vpaInvalid })
    .trim()
    .refine((value) => value === '' || VPA_PATTERN.test(value), say.vpaInvalid),
  payeeName: requiredText(limits.name, say.nameRequired),
  bank: bankAccountSchema,
  /** The organisation's PAN, its 80G URN and the day the URN was issued, as on the approval. */
  pan: textInput({ error: say.panInvalid })
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || PAN_PATTERN.test(value), say.panInvalid),
  urn: optionalText(32),
  urnIssuedOn: z.union([z.literal(''), z.iso.date()]),
  /** The first and last day the 80G approval covers: a receipt is an 80G receipt only within them. */
  urnValidFrom: z.union([z.literal(''), z.iso.date()]).default(''),
  urnValidUntil: z.union([z.literal(''), z.iso.date()]).default(''),
  sectionCode: requiredText(40, say.nameRequired),
  /** Who signs the receipts, by name and designation. */
  signatory: z
    .object({ name: optionalText(limits.name), designation: optionalText(limits.name) })
    .default({ name: '', designation: '' }),
  /** Suggested amounts per action, in whole rupees. */
  amounts: z.record(z.enum(sponsorActions), z.array(amount).max(4)),
  /** A pledge above this many rupees needs the donor's postal address (0: only for an 80G receipt). */
  addressRequiredAbove: z.number().int().min(0).max(limits.maxAmount).default(10_000),
  /** The account registered under FCRA, shown to a foreign national instead of the form; empty: none. */
  fcraAccount: bankAccountSchema.default({ accountName: '', accountNumber: '', ifsc: '', branch: '' }),
  /** Form 10BD's donation type each action's gifts get unless the administrator says otherwise. */
  donationTypes: z.record(z.enum(sponsorActions), z.enum(donationTypes)).default({
    'sponsor-a-child': 'Others',
    'sponsor-a-school-kit': 'Others',
    'sponsor-books-and-study-materials': 'Others',
    'way-to-give-money': 'Others',
  }),
  /** The purpose each way to give states on its receipts, unless one is written for a gift. */
  purposes: z
    .record(z.enum(sponsorActions), oneLine(200, say.purposeRequired))
    .default({ ...defaultPurposes }),
});
export type GivingSettings = z.infer<typeof givingSettingsSchema>;

/** What /donate shows: the suggested amounts, and whether (and to whom) a visitor can give online. */
export const givingOptionsSchema = z.object({
  open: z.boolean(),
  payeeName: z.string(),
  amounts: z.record(z.enum(sponsorActions), z.array(z.number().int())),
  /** A pledge above this needs the postal address (0: only for an 80G receipt). */
  addressRequiredAbove: z.number().int(),
  /** Shown to a foreign national, who cannot give online; null when the organisation has none. */
  fcraAccount: z
    .object({ accountName: z.string(), accountNumber: z.string(), ifsc: z.string(), branch: z.string() })
    .nullable(),
});
export type GivingOptions = z.infer<typeof givingOptionsSchema>;

/** A visitor's pledge. PAN and address are asked only for an 80G receipt. */
export const pledgeInputSchema = z
  .object({
    action: z.enum(sponsorActions),
    amount,
    /** Asked of every donor: an Indian citizen in India or abroad may give online (FCRA). */
    residence: z.enum(residences, { error: say.residenceRequired }),
    fullName: oneLine(limits.name, say.nameRequired),
    email: emailField(say.emailInvalid),
    mobile: textInput({ error: say.mobileInvalid }).trim().max(24, say.mobileInvalid),
    wantsReceipt: z.boolean().optional().default(false),
    pan: textInput({ error: say.panInvalid }).trim().toUpperCase().optional().default(''),
    address: addressText(),
    website: textInput().max(500).optional(),
    noticeVersion: noticeVersionField,
    /** The language of the page the pledge is made on; every mail to the donor is in it. English if absent. */
    language: z.enum(languages, { error: invalidLanguageMessage }).optional(),
  })
  .superRefine((pledge, context) => {
    if (pledge.residence === 'foreign')
      context.addIssue({ code: 'custom', path: ['residence'], message: say.foreignNotAccepted });
    const abroad = pledge.residence === 'abroad';
    if (!MOBILE_PATTERN.test(pledge.mobile) && !(abroad && INTERNATIONAL_MOBILE_PATTERN.test(pledge.mobile)))
      context.addIssue({
        code: 'custom',
        path: ['mobile'],
        message: abroad ? say.internationalMobileInvalid : say.mobileInvalid,
      });
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

/** The donor's payment reference: a UPI UTR, or a bank transfer's IMPS, NEFT or RTGS reference. */
export const utrInputSchema = z.object({
  utr: textInput({ error: say.utrInvalid })
    .transform(normaliseTransferReference)
    .refine(isTransferReference, say.utrInvalid),
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
  idCode: z.enum(identityKinds).nullable(),
  /** `XXXXX1234X`: the number whole only on the receipt and in the 10BD export. */
  idMasked: z.string().nullable(),
  utr: z.string().nullable(),
  mode: z.enum(donationModes).nullable(),
  receivedOn: z.string().nullable(),
  chequeNumber: z.string().nullable(),
  donationType: z.enum(donationTypes),
  purpose: z.string().nullable(),
  /** What was given, for a gift in kind. */
  goods: z.string().nullable(),
  /** Why a pledge was cancelled. */
  cancelReason: z.string().nullable(),
  /** Its year's Form 10BD is filed: a change now needs a revised statement. */
  inFiledYear: z.boolean(),
  createdAt: z.string(),
  receipts: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(receiptKinds),
      number: z.string(),
      /** The number of the document this one was issued in place of. */
      replaces: z.string().nullable(),
      issuedAt: z.string(),
      cancelledAt: z.string().nullable(),
      cancelReason: z.string().nullable(),
      url: z.string(),
    }),
  ),
  /** Why a received donation has no 80G receipt, in plain words. */
  receiptNote: z.string().nullable(),
  /** The donor's agreement to the privacy notice, for a pledge made on the site. */
  consent: consentSummarySchema.optional(),
});
export type Donation = z.infer<typeof donationSchema>;

export const donationQuerySchema = z.object({
  status: z.enum(donationStatuses).optional(),
  /** A financial year, `2026-27`. */
  year: financialYearSchema.optional(),
  q: textInput().trim().max(100).optional(),
  /** A page of the list, newest first: the totals are always of every donation the filters select. */
  offset: z.coerce.number().int().min(0).max(10_000_000).optional().default(0),
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
});

export const donationListSchema = z.object({
  donations: z.array(donationSchema),
  /** How many donations the filters select, over all pages. */
  count: z.number().int(),
  /** Received money of the filtered donations: per month (`2026-04`) and in all. */
  totals: z.object({
    byMonth: z.array(z.object({ month: z.string(), amount: z.number().int() })),
    total: z.number().int(),
  }),
  /** For a chosen financial year: its anonymous donations and the section 115BBC threshold. */
  anonymous: z.object({ amount: z.number().int(), threshold: z.number().int() }).nullable(),
});

/** An identity number as it is kept: spaces and dots out, letters upper-cased. */
const identityFields = {
  idCode: z.enum(identityKinds).optional(),
  idNumber: textInput().transform(normaliseIdNumber).pipe(z.string().max(24)).optional(),
};

/** How and when the money (or the goods) came. */
const receivedDetails = {
  receivedOn: z.iso.date(),
  mode: z.enum(donationModes),
  /** A UPI UTR, or a bank transfer's IMPS, NEFT or RTGS reference. */
  utr: textInput().transform(normaliseTransferReference).optional(),
  chequeNumber: textInput().trim().max(20).optional(),
};

/** What the donation is, for Form 10BD and the receipt. */
const givenFields = {
  donationType: z.enum(donationTypes).optional(),
  purpose: optionalText(200),
  goods: optionalText(500),
};

/** Reasons an administrator gives to go past a guard of the law or of the books. */
const overrideFields = {
  /** Section 269ST: why cash of ₹2,00,000 or more from one person in a day is accepted. */
  cashOverrideReason: optionalText(300),
  /** Why a reference already on another donation is right here too. */
  duplicateReferenceReason: optionalText(300),
};

const receivedFields = {
  ...receivedDetails,
  ...identityFields,
  ...givenFields,
  ...overrideFields,
  donorAddress: addressText(),
};

interface Checked {
  mode?: string | undefined;
  utr?: string | undefined;
  chequeNumber?: string | undefined;
  idCode?: string | undefined;
  idNumber?: string | undefined;
  goods?: string | undefined;
}

function checkReceived(value: Checked, context: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (value.mode === 'cheque' && !value.chequeNumber) issue('chequeNumber', say.chequeNumberRequired);
  if (value.mode === 'upi' && value.utr && !isUpiReference(value.utr)) issue('utr', say.upiReferenceInvalid);
  if (value.mode === 'bank-transfer' && value.utr && !isBankTransferReference(value.utr))
    issue('utr', say.bankReferenceInvalid);
  if (value.mode === 'in-kind' && !value.goods) issue('goods', say.goodsRequired);
  const kind = identityKinds.find((known) => known === value.idCode);
  if (kind && !identityValid(kind, value.idNumber ?? ''))
    issue(
      'idNumber',
      kind === 'PAN'
        ? say.panInvalid
        : kind === 'Aadhaar'
          ? identityRules.Aadhaar.pattern.test(value.idNumber ?? '')
            ? say.aadhaarChecksum
            : say.aadhaarInvalid
          : say.idInvalid,
    );
}

/** Marking a pledge received; an identity number, the address and what it is for may be added then. */
export const markReceivedSchema = z.object(receivedFields).superRefine(checkReceived);

/** Who gave: the donor's name and how to reach them. */
const donorFields = {
  fullName: oneLine(limits.name, say.nameRequired),
  email: z
    .union([z.literal(''), emailField(say.emailInvalid)])
    .optional()
    .default(''),
  mobile: textInput()
    .trim()
    .max(20)
    .refine((value) => !CONTROL_CHARACTERS.test(value), say.controlCharacters)
    .optional()
    .default(''),
};

/** A donation that arrived without a pledge: cash at an event, a cheque by post, books. */
export const recordDonationSchema = z
  .object({ ...receivedFields, ...donorFields, action: z.enum(sponsorActions), amount })
  .superRefine(checkReceived);

/**
 * A correction, as the donation should now read: for a pledge or a received donation without a live
 * document, or with "Cancel and re-issue". `reason` says why, for the donation's history.
 */
export const correctionSchema = z
  .object({
    ...donorFields,
    ...identityFields,
    ...givenFields,
    ...overrideFields,
    action: z.enum(sponsorActions),
    amount,
    donorAddress: addressText(),
    receivedOn: z.iso.date().optional(),
    mode: z.enum(donationModes).optional(),
    utr: receivedDetails.utr,
    chequeNumber: receivedDetails.chequeNumber,
    reason: requiredText(300, say.reasonRequired),
  })
  .superRefine(checkReceived);

/** Cancel a document and issue its replacement, the donation corrected first when `correction` is given. */
export const reissueSchema = z.object({
  reason: requiredText(300, say.reasonRequired),
  correction: correctionSchema.optional(),
});

export const cancelPledgeSchema = z.object({ reason: requiredText(300, say.reasonRequired) });

/** What an action would issue, said before the click; `refusal` when it would be refused as it stands. */
export const receiptPreviewSchema = z.object({
  kind: z.enum(receiptKinds),
  sentence: z.string(),
  cashWarning: z.string().nullable(),
  refusal: z.string().nullable(),
});
export type ReceiptPreview = z.infer<typeof receiptPreviewSchema>;

/** One change to a donation: who made it, when, and the donation before and after (identity masked). */
export const donationChangeSchema = z.object({
  at: z.string(),
  by: z.string(),
  action: z.string(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type DonationChange = z.infer<typeof donationChangeSchema>;

export const cancelReceiptSchema = z.object({
  reason: requiredText(300, say.reasonRequired),
});

/** The Form 10BD statement of a year: the CSV to upload, its rows, and each donation it leaves out and why. */
export const statementSchema = z.object({
  year: z.string(),
  csv: z.string(),
  rows: z.number().int(),
  leftOut: z.array(z.object({ reference: z.string(), donorName: z.string(), reason: z.string() })),
  /** When the year's statement was filed on the portal, if it was. */
  filing: z.object({ filedOn: z.string(), acknowledgement: z.string(), filedBy: z.string() }).nullable(),
  /** The rows that differ from the statement filed: what a revised statement must change. */
  changedSinceFiling: z.array(
    z.object({
      donorName: z.string(),
      identity: z.string(),
      donationType: z.string(),
      mode: z.string(),
      filedAmount: z.number().int().nullable(),
      amountNow: z.number().int().nullable(),
    }),
  ),
  /**
   * The rows added or changed since the filing, in the portal's template, for a revised statement; null while
   * nothing is to revise. Rows no longer in the statement are only listed in `changedSinceFiling`.
   */
  revisedCsv: z.string().nullable(),
});

/** The year's statement marked filed on the portal: the day and the acknowledgement number it gave. */
export const statementFiledSchema = z.object({
  filedOn: z.iso.date(say.filedOnInvalid),
  acknowledgement: requiredText(40, say.acknowledgementRequired).refine(
    (value) => /^[A-Za-z0-9/-]+$/.test(value),
    say.acknowledgementRequired,
  ),
});

/** The ledger of a date range (YYYY-MM-DD, both included). */
export const ledgerQuerySchema = z.object({
  from: z.iso.date(say.rangeInvalid),
  to: z.iso.date(say.rangeInvalid),
});

/** Every pledge and donation of the range, with its documents, as CSV for the books. */
export const ledgerSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.number().int(),
  csv: z.string(),
});
