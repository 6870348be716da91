import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database';
import { formatRupees } from '#shared/giving/amount-in-words';
import type { FileStorage } from '#server/storage/storage';
import { receiptKey } from './receipt-pdf.ts';
import { attemptColumns, createMailQueue, MAX_ATTEMPTS, type GivingMailer } from './mail-queue.ts';

const receiptColumns = { sentAt: 'mailed_at', attempts: 'mail_attempts' } as const;

export interface ReceiptMailOptions {
  db: Db;
  mailer: GivingMailer;
  mailFrom: string;
  organisationName: () => Promise<string>;
  /** Where the receipts' PDFs are. */
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/**
 * Mails each issued receipt to its donor with the PDF attached. The receipts table is the queue: a receipt
 * is sent once (mailed_at), retried hourly after a failure, and given up after five attempts (the
 * administrator can still download and forward it).
 */
export function createReceiptMail(options: ReceiptMailOptions) {
  async function waiting() {
    const rows = await options.db
      .selectFrom('receipts as r')
      .innerJoin('donations as d', 'd.id', 'r.donation_id')
      .select([
        'r.id',
        'r.number',
        'r.storage_key',
        'r.mail_attempts',
        'd.donor_name',
        'd.donor_email',
        'd.amount',
      ])
      .where('r.mailed_at', 'is', null)
      .where('r.cancelled_at', 'is', null)
      .where('r.mail_attempts', '<', MAX_ATTEMPTS)
      .orderBy('r.id')
      .execute();
    const organisation = rows.length > 0 ? await options.organisationName() : '';
    return rows.map((receipt) => ({
      message: {
        from: options.mailFrom,
        to: receipt.donor_email,
        subject: `Your 80G receipt ${receipt.number} from ${organisation}`,
        text: [
          `Dear ${receipt.donor_name},`,
          '',
          `Thank you for your donation of ${formatRupees(receipt.amount)}. Your receipt under section 80G is attached (${receipt.number}).`,
          'Please keep it for your income tax return. The donation will also be reported in our Form 10BD, after which you can download Form 10BE from the Income Tax portal.',
          '',
          organisation,
        ].join('\n'),
        attachments: [
          {
            filename: `${receipt.number.replace(/\//g, '-')}.pdf`,
            // Read only when this mail is sent; a missing file fails this mail alone, tried again later.
            content: Readable.from(readReceipt(options.storage, receipt.storage_key)),
            contentType: 'application/pdf',
          },
        ],
      },
      logAs: { receipt: receipt.number },
      done: async (sent: boolean) => {
        await options.db
          .updateTable('receipts')
          .set(attemptColumns(sent, receiptColumns, receipt.mail_attempts))
          .where('id', '=', receipt.id)
          .execute();
      },
    }));
  }

  return createMailQueue({
    mailer: options.mailer,
    log: options.log,
    waiting,
    failed: 'the receipt could not be mailed',
  });
}
export type ReceiptMail = ReturnType<typeof createReceiptMail>;

/** A receipt's PDF, read when the mail is sent; never sent without it. */
async function* readReceipt(storage: FileStorage, storageKey: string): AsyncGenerator<Buffer> {
  const pdf = await storage.readBuffer(receiptKey(storageKey));
  if (!pdf) throw new Error(`The receipt file ${storageKey} is missing.`);
  yield pdf;
}
