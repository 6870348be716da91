import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database';
import type { FileStorage } from '#server/storage/storage';
import { escapeHtml } from '#shared/escape-html';
import { mailSenderOf, messageToHtml, renderMail } from '#server/features/mail/mail.service';
import { formatRupees } from '#shared/giving/amount-in-words';
import { lawOfDay } from '#shared/giving/receipt-law';
import { receiptKindTexts, type ReceiptKind } from '#shared/giving/receipt-rules';
import { receiptKindOf } from './donation-rows.ts';
import { documentFiles, type DocumentFiles } from './document-files.ts';
import {
  attemptColumns,
  claimUntil,
  createMailQueue,
  MAX_ATTEMPTS,
  type GivingMailer,
} from './mail-queue.ts';

const receiptColumns = { sentAt: 'mailed_at', attempts: 'mail_attempts' } as const;

export interface ReceiptMailOptions {
  db: Db;
  mailer: GivingMailer;
  mailFrom: string;
  /** Where the documents' PDFs are, sealed with the data key. */
  storage: FileStorage;
  dataKey: Buffer;
  log: FastifyBaseLogger;
}

interface ReceiptToMail {
  kind: ReceiptKind;
  number: string;
  amount: number;
  donorName: string;
  receivedOn: string;
  goods: string | null;
  note: string | null;
  /** The number of the document this one replaces, and why that one was cancelled. */
  replaces: { number: string; reason: string } | null;
}

const capitalised = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

/** What the mail says, true for the document's kind and the law of its year; nothing false about identity. */
function paragraphs(receipt: ReceiptToMail, organisation: string): string[] {
  const law = lawOfDay(receipt.receivedOn);
  const name = receiptKindTexts[receipt.kind].name;
  const replaced = receipt.replaces
    ? [
        `This ${name} replaces ${receipt.replaces.number}, which we have cancelled: ${receipt.replaces.reason} Please keep this one and set the earlier one aside.`,
      ]
    : [];
  if (receipt.kind === 'acknowledgement')
    return [
      ...replaced,
      `Thank you for your gift of ${receipt.goods ?? 'goods'}. Our acknowledgement ${receipt.number} is attached.`,
      `A deduction under ${law.deductionSection} of ${law.act} is allowed only for a sum of money, so this acknowledgement is not a tax receipt.`,
    ];
  if (receipt.kind === 'donation')
    return [
      ...replaced,
      `Thank you for your donation of ${formatRupees(receipt.amount)}. Our donation receipt ${receipt.number} is attached.`,
      receipt.note ??
        `It is not a receipt under ${law.deductionSection} of ${law.act}. If you need one, please write to us.`,
    ];
  return [
    ...replaced,
    `Thank you for your donation of ${formatRupees(receipt.amount)}. Your receipt under ${law.deductionSection} of ${law.act} is attached (${receipt.number}). Please keep it for your income tax return.`,
    `${organisation} will report your donation in its statement of donations (${law.statementForm}) and then send you your certificate of donation (${law.certificateForm}), which the Income Tax portal issues for it.`,
  ];
}

/**
 * Mails each issued document to its donor with the PDF attached, as HTML and plain text in the frame of
 * the other mails. The receipts table is the queue: a document is claimed by one instance, sent once
 * (mailed_at), retried hourly after a failure, and given up after five attempts (the administrator can still
 * download and forward it).
 */
export function createReceiptMail(options: ReceiptMailOptions) {
  async function waiting() {
    const rows = await options.db
      .selectFrom('receipts as r')
      .innerJoin('donations as d', 'd.id', 'r.donation_id')
      .leftJoin('receipts as old', 'old.id', 'r.replaces_id')
      .select([
        'r.id',
        'r.kind',
        'r.number',
        'r.note',
        'r.storage_key',
        'r.mail_attempts',
        'd.donor_name',
        'd.donor_email',
        'd.amount',
        'd.received_on',
        'd.goods',
        'old.number as old_number',
        'old.cancel_reason as old_reason',
      ])
      .where('r.mailed_at', 'is', null)
      .where('r.cancelled_at', 'is', null)
      .where('r.mail_attempts', '<', MAX_ATTEMPTS)
      .where('d.donor_email', '!=', '')
      .orderBy('r.id')
      .execute();
    if (rows.length === 0) return [];
    const sender = await mailSenderOf(options.db);
    const organisation = sender.legalName;
    return rows.map((row) => {
      const receipt: ReceiptToMail = {
        kind: receiptKindOf(row.kind),
        number: row.number,
        amount: row.amount,
        donorName: row.donor_name,
        receivedOn: row.received_on ?? '',
        goods: row.goods,
        note: row.note,
        replaces: row.old_number ? { number: row.old_number, reason: row.old_reason ?? '' } : null,
      };
      const name = receiptKindTexts[receipt.kind].name;
      const subject = `${receipt.replaces ? `Your corrected ${name}` : `Your ${name}`} ${receipt.number} from ${organisation}`;
      const lines = paragraphs(receipt, organisation);
      const greeting = `Dear ${receipt.donorName},`;
      return {
        message: {
          from: options.mailFrom,
          to: row.donor_email,
          subject,
          ...renderMail({
            sender,
            title: subject,
            contentText: [greeting, ...lines, organisation].join('\n\n'),
            contentHtml: [
              `<p style="margin:0 0 16px;">${escapeHtml(greeting)}</p>`,
              ...lines.map(messageToHtml),
              messageToHtml(organisation),
            ].join('\n'),
            footerNote: `You receive this mail because you gave to ${organisation}. ${capitalised(name)} attached as a PDF.`,
          }),
          attachments: [
            {
              filename: `${receipt.number.replace(/\//g, '-')}.pdf`,
              // Read only when this mail is sent; a missing file fails this mail alone, tried again later.
              content: Readable.from(
                readStoredPdf(documentFiles(options.storage, options.dataKey), row.storage_key),
              ),
              contentType: 'application/pdf',
            },
          ],
        },
        logAs: { receipt: receipt.number },
        claim: async () => {
          const now = new Date();
          const claimed = await options.db
            .updateTable('receipts')
            .set({ mail_claimed_until: claimUntil(now) })
            .where('id', '=', row.id)
            .where('mailed_at', 'is', null)
            .where((eb) =>
              eb.or([eb('mail_claimed_until', 'is', null), eb('mail_claimed_until', '<', now.toISOString())]),
            )
            .executeTakeFirst();
          return Number(claimed.numUpdatedRows) === 1;
        },
        done: async (sent: boolean) => {
          await options.db
            .updateTable('receipts')
            .set({ ...attemptColumns(sent, receiptColumns, row.mail_attempts), mail_claimed_until: null })
            .where('id', '=', row.id)
            .execute();
        },
      };
    });
  }

  return createMailQueue({
    mailer: options.mailer,
    log: options.log,
    waiting,
    failed: 'the receipt could not be mailed',
  });
}
export type ReceiptMail = ReturnType<typeof createReceiptMail>;

/**
 * A stored document's PDF (a receipt or a certificate), read when its mail is sent; never sent without it.
 */
export async function* readStoredPdf(files: DocumentFiles, storageKey: string): AsyncGenerator<Buffer> {
  const pdf = await files.read(storageKey);
  if (!pdf) throw new Error(`The document file ${storageKey} is missing.`);
  yield pdf;
}
