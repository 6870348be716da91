import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database';
import type { FileStorage } from '#server/storage/storage';
import { escapeHtml } from '#shared/escape-html';
import { mailSenderOf, messageToHtml, renderMail } from '#server/features/mail/mail.service';
import { lawOfYear } from '#shared/giving/receipt-law';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/i18n/languages';
import { mailWords } from '#shared/server-words/index';
import { lawNames, readStoredPdf } from './receipt-mail.ts';
import { documentFiles } from './document-files.ts';
import {
  attemptColumns,
  claimUntil,
  createMailQueue,
  MAX_ATTEMPTS,
  type GivingMailer,
} from './mail-queue.ts';

const certificateColumns = { sentAt: 'mailed_at', attempts: 'mail_attempts' } as const;

export interface CertificateMailOptions {
  db: Db;
  mailer: GivingMailer;
  mailFrom: string;
  /** Where the certificates' PDFs are, sealed with the data key. */
  storage: FileStorage;
  dataKey: Buffer;
  log: FastifyBaseLogger;
}

/**
 * What the mail says: which year's certificate it is, what it is for, and what the donor does with it; in
 * the donor's language, the law's names as the law writes them.
 */
export function certificateParagraphs(
  year: string,
  organisation: string,
  language: Language = DEFAULT_LANGUAGE,
): string[] {
  const law = lawOfYear(year);
  const words = mailWords(language).donor.certificate;
  return [
    words.thanks(organisation, year, law.certificateForm),
    words.proof(law.statementForm, law.deductionSection, lawNames(law, language).act, year),
    words.wrongDetail,
  ];
}

/**
 * Mails each queued certificate to its donor with its PDF attached, as HTML and plain text in the frame of
 * the other mails. The certificates table is the queue: the administrator queues the matched ones; each is
 * claimed by one instance, sent once (mailed_at), retried hourly after a failure, and given up after five
 * attempts (the panel then offers to mail it again).
 */
export function createCertificateMail(options: CertificateMailOptions) {
  async function waiting() {
    const rows = await options.db
      .selectFrom('donation_certificates as c')
      .innerJoin('donations as d', 'd.id', 'c.donation_id')
      .select([
        'c.id',
        'c.financial_year',
        'c.storage_key',
        'c.mail_attempts',
        'c.donation_id',
        'd.donor_name',
        'd.donor_email',
        'd.language',
      ])
      .where('c.mail_queued_at', 'is not', null)
      .where('c.mailed_at', 'is', null)
      .where('c.mail_attempts', '<', MAX_ATTEMPTS)
      .where('d.donor_email', '!=', '')
      .orderBy('c.id')
      .execute();
    if (rows.length === 0) return [];
    const sender = await mailSenderOf(options.db);
    const organisation = sender.legalName;
    return rows.map((row) => {
      const form = lawOfYear(row.financial_year).certificateForm;
      // The donor's language: the page the pledge was made on; English for a donation recorded by hand.
      const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
      const words = mailWords(language).donor;
      const subject = words.certificate.subject(form, row.financial_year, organisation);
      const greeting = words.greeting(row.donor_name);
      const lines = certificateParagraphs(row.financial_year, organisation, language);
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
            footerNote: words.certificate.footer(organisation),
            language,
          }),
          attachments: [
            {
              filename: `${form.replace(/^Form (No\. )?/, 'Form-').replace(/\s+/g, '')}-${row.financial_year}.pdf`,
              // Read only when this mail is sent; a missing file fails this mail alone, tried again later.
              content: Readable.from(
                readStoredPdf(documentFiles(options.storage, options.dataKey), row.storage_key),
              ),
              contentType: 'application/pdf',
            },
          ],
        },
        logAs: { certificate: row.id },
        claim: async () => {
          const now = new Date();
          // Only while it is still queued for the same donor: a match undone meanwhile is not mailed.
          const claimed = await options.db
            .updateTable('donation_certificates')
            .set({ mail_claimed_until: claimUntil(now) })
            .where('id', '=', row.id)
            .where('donation_id', '=', row.donation_id)
            .where('mail_queued_at', 'is not', null)
            .where('mailed_at', 'is', null)
            .where((eb) =>
              eb.or([eb('mail_claimed_until', 'is', null), eb('mail_claimed_until', '<', now.toISOString())]),
            )
            .executeTakeFirst();
          return Number(claimed.numUpdatedRows) === 1;
        },
        done: async (sent: boolean) => {
          await options.db
            .updateTable('donation_certificates')
            .set({ ...attemptColumns(sent, certificateColumns, row.mail_attempts), mail_claimed_until: null })
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
    failed: 'the Form 10BE certificate could not be mailed',
  });
}
export type CertificateMail = ReturnType<typeof createCertificateMail>;
