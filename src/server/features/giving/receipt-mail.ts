import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database';
import { formatRupees } from '#shared/giving/amount-in-words';
import type Mail from 'nodemailer/lib/mailer/index.js';

/** What receipts need of the app's mailer (features/mail): sending one message. */
interface Mailer {
  send(message: Mail.Options): Promise<unknown>;
}

/** A receipt that could not be sent is tried again at most this many times (hourly, and at each start). */
const MAX_ATTEMPTS = 5;
const RETRY_EVERY_MS = 60 * 60 * 1000;

export interface ReceiptMailOptions {
  db: Db;
  mailer: Mailer;
  mailFrom: string;
  organisationName: () => Promise<string>;
  receiptsDir: string;
  log: FastifyBaseLogger;
}

/**
 * Mails each issued receipt to its donor with the PDF attached. The receipts table is the queue: a receipt
 * is sent once (mailed_at), retried hourly after a failure, and given up after five attempts, which the
 * donations panel shows (the administrator can still download and forward it).
 */
export function createReceiptMail(options: ReceiptMailOptions) {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function sendWaiting(): Promise<void> {
    const waiting = await options.db
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
    const organisation = waiting.length > 0 ? await options.organisationName() : '';
    for (const receipt of waiting) {
      try {
        await options.mailer.send({
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
              path: path.join(options.receiptsDir, path.basename(receipt.storage_key)),
              contentType: 'application/pdf',
            },
          ],
        });
        await options.db
          .updateTable('receipts')
          .set({ mailed_at: new Date().toISOString(), mail_attempts: receipt.mail_attempts + 1 })
          .where('id', '=', receipt.id)
          .execute();
      } catch (error) {
        options.log.error(
          { err: error, receipt: receipt.number },
          'the receipt could not be mailed; it is tried again later',
        );
        await options.db
          .updateTable('receipts')
          .set({ mail_attempts: receipt.mail_attempts + 1 })
          .where('id', '=', receipt.id)
          .execute();
      }
    }
  }

  /** Sends what waits, once at a time; a call during a run runs again after it. */
  function kick(): Promise<void> {
    running = (running ?? Promise.resolve()).then(sendWaiting).catch((error: unknown) => {
      options.log.error({ err: error }, 'sending receipts failed');
    });
    return running;
  }

  return {
    kick,
    start() {
      void kick();
      timer = setInterval(() => void kick(), RETRY_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
export type ReceiptMail = ReturnType<typeof createReceiptMail>;
