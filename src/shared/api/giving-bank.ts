import { z } from 'zod';
import { requiredText, textInput } from './common.ts';

/** Bank statement matching: a bank's CSV export read with the columns the administrator chose. */

export const bankStatementPaths = {
  /** The column layouts remembered per bank, by the name the administrator gave it. */
  layouts: '/api/giving/bank-statements/layouts',
  /** The first lines of a statement, with the bank's remembered layout or a suggested one. */
  preview: '/api/giving/bank-statements/preview',
  /** The statement's credits, each matched to an open pledge, proposed, or left unmatched. */
  match: '/api/giving/bank-statements/match',
  /** A proposed match confirmed: the pledge is marked received with the credit's date and reference. */
  confirm: (creditId: number | string) => `/api/giving/bank-statements/credits/${creditId}/confirm`,
  /** An unmatched credit that was recorded as a donation, marked used. */
  recorded: (creditId: number | string) => `/api/giving/bank-statements/credits/${creditId}/recorded`,
} as const;

export const bankStatementLimits = {
  /** The largest statement accepted, in bytes: a year of a busy account is far smaller. */
  bytes: 2 * 1024 * 1024,
  lines: 20_000,
  columns: 40,
  /** How many of the first lines the preview sends: the bank's preamble, the titles and some transactions. */
  previewLines: 60,
  bankName: 80,
} as const;

/** A credit is matched by amount and date only when it came on the pledge's day or up to this many days after. */
export const MATCH_WINDOW_DAYS = 5;

/** The ways banks write a date; numbers may be separated by /, - or a dot, a time after the date is ignored. */
export const statementDateFormats = ['dd/mm/yyyy', 'dd/mm/yy', 'd mmm yyyy', 'yyyy-mm-dd'] as const;
export type StatementDateFormat = (typeof statementDateFormats)[number];
export const statementDateFormatLabels: Record<StatementDateFormat, string> = {
  'dd/mm/yyyy': 'Day/month/year, like 05/04/2026',
  'dd/mm/yy': 'Day/month/two-digit year, like 05/04/26',
  'd mmm yyyy': 'Day, month name, year, like 5 Apr 2026 or 05-Apr-26',
  'yyyy-mm-dd': 'Year-month-day, like 2026-04-05',
};

export const bankStatementMessages = {
  bankRequired: 'Please name the bank account, like “SBI current account”.',
  csvRequired: 'Please choose the bank statement file (CSV).',
  tooLarge: `The file is larger than ${bankStatementLimits.bytes / 1024 / 1024} MB. Please download a shorter period from the bank.`,
  tooManyLines: `The file has more than ${bankStatementLimits.lines.toLocaleString('en-IN')} lines. Please download a shorter period from the bank.`,
  notCsv:
    'This file is not a CSV export. On the bank’s site, download the statement as CSV (comma-separated values) and try again.',
  unreadableLine: (line: number) =>
    `Line ${line} of the file could not be read as CSV (a quote may be missing). Please download the statement again as CSV.`,
  tooManyColumns: `A line has more than ${bankStatementLimits.columns} columns: this does not look like a bank statement.`,
  columnsRepeated: 'Each column can be chosen for one thing only.',
  columnMissing: (column: number) => `The file has no column ${column + 1}: please choose the columns again.`,
  unreadableAmount: (line: number, text: string) =>
    `Line ${line}: “${text}” is not an amount. Please check which columns hold the credit and the debit.`,
  noTransactions:
    'No transaction was found with these columns and this date format. Please check them against the preview.',
  creditNotFound: 'This credit could not be found. Please upload the statement again.',
  creditUsed: 'This credit was already used for a donation.',
  notOpenPledge: 'This pledge is no longer waiting for payment.',
  amountDiffers:
    'The credit’s amount is not the pledge’s amount: correct the pledge first, or record the credit.',
  notReceived: 'Only a received donation can be linked to a credit.',
} as const;

const say = bankStatementMessages;

/** A column of the file, counted from 0. */
const column = z
  .number()
  .int()
  .min(0)
  .max(bankStatementLimits.columns - 1);

/** Which column holds what, the date's format and the lines above the first transaction. */
export const bankLayoutSchema = z
  .object({
    skipLines: z.number().int().min(0).max(200),
    dateFormat: z.enum(statementDateFormats),
    columns: z.object({
      date: column,
      narration: column,
      reference: column.nullable(),
      credit: column,
      debit: column.nullable(),
      balance: column.nullable(),
    }),
  })
  .refine((layout) => {
    const chosen = Object.values(layout.columns).filter((value) => value !== null);
    return new Set(chosen).size === chosen.length;
  }, say.columnsRepeated);
export type BankLayout = z.infer<typeof bankLayoutSchema>;

const bankName = requiredText(bankStatementLimits.bankName, say.bankRequired);
/** The file's text; its size is checked by the server, which gives the plain message. */
const csvText = z.string({ error: say.csvRequired }).min(1, say.csvRequired);

export const statementPreviewInputSchema = z.object({ bank: bankName, csv: csvText });
export const statementMatchInputSchema = z.object({ bank: bankName, csv: csvText, layout: bankLayoutSchema });

export const savedLayoutSchema = z.object({
  bank: z.string(),
  layout: bankLayoutSchema,
  updatedAt: z.string(),
});
export type SavedLayout = z.infer<typeof savedLayoutSchema>;

export const statementPreviewSchema = z.object({
  /** The layout this bank's last statement was read with; null for a bank not seen before. */
  saved: bankLayoutSchema.nullable(),
  /** A layout guessed from the column titles, for a bank not seen before. */
  suggested: bankLayoutSchema,
  /** The first lines of the file, each with its number in the file. */
  lines: z.array(z.object({ line: z.number().int(), cells: z.array(z.string()) })),
  /** The most cells a line of the preview has. */
  columns: z.number().int(),
});
export type StatementPreview = z.infer<typeof statementPreviewSchema>;

/** The body "Confirm" marks the pledge received with, and asks the preview of the receipt with. */
export const creditReceivedSchema = z.object({
  receivedOn: z.string(),
  mode: z.enum(['upi', 'bank-transfer']),
  utr: z.string().optional(),
});

export const statementCreditSchema = z.object({
  id: z.number().int(),
  line: z.number().int(),
  bookedOn: z.string(),
  /** In paise: a bank writes paise, a donation is in whole rupees. */
  amountPaise: z.number().int(),
  narration: z.string(),
  reference: z.string(),
  state: z.enum(['used', 'proposed', 'unmatched']),
  /** The donation this credit already paid: confirmed, recorded, or found by its reference. */
  used: z
    .object({
      donationId: z.number().int(),
      donationReference: z.string(),
      how: z.enum(['confirmed', 'recorded', 'reference']),
    })
    .nullable(),
  proposal: z
    .object({
      donationId: z.number().int(),
      pledgeReference: z.string(),
      donorName: z.string(),
      pledgedOn: z.string(),
      amount: z.number().int(),
      reason: z.enum(['same-reference', 'same-amount']),
    })
    .nullable(),
  received: creditReceivedSchema,
  /** Why a credit that looks like a pledge's is not proposed. */
  note: z.string().nullable(),
});
export type StatementCredit = z.infer<typeof statementCreditSchema>;

export const statementMatchSchema = z.object({
  bank: z.string(),
  counts: z.object({
    credits: z.number().int(),
    matched: z.number().int(),
    proposed: z.number().int(),
    unmatched: z.number().int(),
    debits: z.number().int(),
  }),
  /** Lines after the skipped ones that hold no transaction (no date in the date column): totals, notes. */
  skippedLines: z.array(z.number().int()),
  credits: z.array(statementCreditSchema),
});
export type StatementMatch = z.infer<typeof statementMatchSchema>;

export const confirmCreditSchema = z.object({
  donationId: z.number().int().positive(),
  /** Why a reference already on another donation is right here too (the Mark received guard). */
  duplicateReferenceReason: textInput().trim().max(300).optional(),
});

export const creditRecordedSchema = z.object({ donationId: z.number().int().positive() });
export const creditUsedSchema = statementCreditSchema.shape.used.unwrap();
