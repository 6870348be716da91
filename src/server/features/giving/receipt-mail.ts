import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database';
import type { FileStorage } from '#server/storage/storage';
import { escapeHtml } from '#shared/escape-html';
import { mailSenderOf, messageToHtml, renderMail } from '#server/features/mail/mail.service';
import { formatRupees } from '#shared/giving/amount-in-words';
import { lawOfDay } from '#shared/giving/receipt-law';
import type { ReceiptKind } from '#shared/giving/receipt-rules';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/i18n/languages';
import { mailWords } from '#shared/server-words/index';
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

/**
 * The law's names as a mail in `language` writes them: English keeps "the Income-tax Act, 1961" as it reads
 * in a sentence; the other languages write the Act's own name in brackets after the section.
 */
export function lawNames(law: { act: string }, language: Language) {
  return { act: language === DEFAULT_LANGUAGE ? law.act : law.act.replace(/^the /, '') };
}

/**
 * What the mail says, true for the document's kind and the law of its year; nothing false about identity.
 * In the donor's language; the law's names (section 80G, the Act, Form 10BD and 10BE) as the law writes them.
 */
function paragraphs(receipt: ReceiptToMail, organisation: string, language: Language): string[] {
  const law = lawOfDay(receipt.receivedOn);
  const { act } = lawNames(law, language);
  const words = mailWords(language).donor.receipt;
  const name = words.kinds[receipt.kind];
  const replaced = receipt.replaces
    ? [words.replaces(name, receipt.replaces.number, receipt.replaces.reason)]
    : [];
  if (receipt.kind === 'acknowledgement')
    return [
      ...replaced,
      words.goodsThanks(receipt.goods ?? words.goods, receipt.number),
      words.goodsNotDeductible(law.deductionSection, act),
    ];
  if (receipt.kind === 'donation')
    return [
      ...replaced,
      words.donationThanks(formatRupees(receipt.amount), receipt.number),
      receipt.note ?? words.notDeductible(law.deductionSection, act),
    ];
  return [
    ...replaced,
    words.thanks80g(formatRupees(receipt.amount), law.deductionSection, act, receipt.number),
    words.statement(organisation, law.statementForm, law.certificateForm),
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
        'd.language',
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
      // The donor's language: the page the pledge was made on; English for a donation recorded by hand.
      const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
      const words = mailWords(language).donor;
      const name = words.receipt.kinds[receipt.kind];
      const subject = (receipt.replaces ? words.receipt.correctedSubject : words.receipt.subject)(
        name,
        receipt.number,
        organisation,
      );
      const lines = paragraphs(receipt, organisation, language);
      const greeting = words.greeting(receipt.donorName);
      return {
        language,
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
            footerNote: words.receipt.footer(organisation, name),
            language,
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
