import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '#server/storage/storage';
import type { TransactionalMail } from '#server/features/mail/mail.service';
import { givingAdminRoutes, givingPublicRoutes } from './giving.routes.ts';
import { createPledgeLinks } from './pledge-links.ts';
import { createPledgeMail } from './pledge-mail.ts';
import { createReceiptMail } from './receipt-mail.ts';
import { createCertificateMail } from './certificates-mail.ts';

export interface GivingFeatureOptions {
  storage: FileStorage;
  /** The mailers of pledges, receipts and certificates, counted against the daily mail cap. */
  transactional: TransactionalMail;
  now: () => Date;
}

/**
 * Everything giving adds to the app: /donate's public routes, the dashboard's routes, and the mail queues
 * of pledges and documents, started once the database is migrated. The data key (personal data, signed
 * pledge links) is the app's (app.ts reads it once).
 */
export function createGivingFeature(app: FastifyInstance, options: GivingFeatureOptions) {
  const { config, db, log } = app;
  const { storage, transactional, now } = options;
  const dataKey = app.dataKey;
  const links = createPledgeLinks(dataKey);
  const pledgeMail = createPledgeMail({
    db,
    mailer: transactional('pledge'),
    mailFrom: config.mailFrom,
    publicUrl: config.publicUrl,
    links,
    log,
    dataKey,
  });
  const receiptMail = createReceiptMail({
    db,
    mailer: transactional('receipt'),
    mailFrom: config.mailFrom,
    storage,
    dataKey,
    log,
  });
  const certificateMail = createCertificateMail({
    db,
    mailer: transactional('certificate'),
    mailFrom: config.mailFrom,
    storage,
    dataKey,
    log,
  });
  const queues = [pledgeMail, receiptMail, certificateMail];

  return {
    publicRoutes: givingPublicRoutes(
      { dataKey, links, publicUrl: config.publicUrl, confirm: pledgeMail.confirm },
      now,
    ),
    adminRoutes: givingAdminRoutes(
      {
        dataKey,
        storage,
        onIssued: () => void receiptMail.kick(),
        onCertificatesQueued: () => void certificateMail.kick(),
      },
      now,
    ),
    start() {
      for (const queue of queues) queue.start();
    },
    /** Waits for the mails on their way. */
    async stop() {
      await Promise.all(queues.map((queue) => queue.stop()));
    },
  };
}
