import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { forgetResubscribeRequest, type OnSubscribed } from '../subscriptions/subscriptions.service.ts';
import {
  composeConfirmationMail,
  composeResubscribeMail,
  composeTestMail,
  createCampaignComposer,
  previewCampaign,
  type MailSettings,
} from './mail-compose.ts';
import { mailSenderOf } from './mail-sender.ts';
import { createTokenSigner, loadMailSecret, type TokenSigner } from './mail-tokens.ts';
import { createMailWorker, type MailWorker } from './mail-worker.ts';
import type { MailWorkerTuning } from './mail-worker-tuning.ts';
import { fileJournal, tableJournal } from './receipt-journal.ts';
import type { Mailer } from './mailer.ts';
import type { TransactionalMailer } from './transactional-mail.ts';
import { mailAdminRoutes } from './mail.routes.ts';
import type { StopLinks } from '../consent/consent.service.ts';
import { subscriberLinkRoutes } from './subscriber-links.routes.ts';

export interface MailFeatureOptions {
  /** Run the queue's worker in this process (default); tests that only inspect the queue leave it off. */
  startWorker: boolean;
  tuning?: Partial<MailWorkerTuning> | undefined;
  /** Sends a subscriber's confirmation mail, counted against the daily cap. */
  confirmations: TransactionalMailer;
  /** Sends the administrator a test of a mail being written, counted against the daily cap. */
  tests: TransactionalMailer;
  /** The "stop contacting me" links of a campaign sent to a single address that is not a subscriber. */
  stopLinks?: () => Promise<StopLinks>;
}

/**
 * Everything the mail feature adds to the app: the admin routes, the public unsubscribe/confirmation links,
 * the confirmation mails a subscription calls for (double opt-in, or coming back after unsubscribing) and
 * the queue worker started once the database is migrated.
 */
export function createMailFeature(app: FastifyInstance, mailer: Mailer, options: MailFeatureOptions) {
  const settings: MailSettings = { mailFrom: app.config.mailFrom, publicUrl: app.config.publicUrl };
  let signerLoading: Promise<TokenSigner> | undefined;
  // Read after migrations: the generated secret lives in the settings table.
  const signer = () =>
    (signerLoading ??= loadMailSecret(app.db, app.config.mailSecret).then(createTokenSigner));
  let worker: MailWorker | undefined;

  // Confirmation mails go out after the answer; stop() waits for those still on their way.
  const sending = new Set<Promise<void>>();
  const sendConfirmation = async (mail: Parameters<OnSubscribed>[0]) => {
    try {
      if (!(await options.confirmations.allowed())) throw new Error('the daily mail cap is reached');
      const [tokens, sender] = await Promise.all([signer(), mailSenderOf(app.db)]);
      // In the language of the page the address was entered on, as the words added to it.
      await options.confirmations.send(
        mail.kind === 'confirm'
          ? composeConfirmationMail(settings, sender, tokens, mail)
          : composeResubscribeMail(settings, sender, tokens, mail),
        { language: mail.language },
      );
    } catch (error) {
      // A pending address stays pending and gets a new link when it subscribes again; an unsubscribed
      // one stays unsubscribed, and its request is forgotten so that asking again sends a new mail.
      app.log.error({ err: error, kind: mail.kind }, 'the confirmation mail could not be sent');
      if (mail.kind === 'resubscribe') {
        await forgetResubscribeRequest(app.db, mail.id, mail.requestedAt).catch((err: unknown) =>
          app.log.error({ err }, 'the request to subscribe again could not be released'),
        );
      }
    }
  };
  const onSubscribed: OnSubscribed = (mail) => {
    const task = sendConfirmation(mail).finally(() => sending.delete(task));
    sending.add(task);
  };

  return {
    adminRoutes: mailAdminRoutes(
      { wake: () => worker?.wake() },
      {
        preview: async (draft) => previewCampaign(settings, await mailSenderOf(app.db), draft),
        sendTest: async (draft, to) => {
          if (!(await options.tests.allowed())) return 'cap-reached';
          try {
            await options.tests.send(composeTestMail(settings, await mailSenderOf(app.db), draft, to));
            return 'sent';
          } catch (error) {
            app.log.error({ err: error }, 'the test mail could not be sent');
            return 'failed';
          }
        },
      },
    ),
    publicRoutes: subscriberLinkRoutes({ signer, now: options.tuning?.now }),
    onSubscribed,
    async start() {
      const compose = createCampaignComposer(settings, await signer(), await options.stopLinks?.());
      if (!options.startWorker) return;
      worker = createMailWorker({
        db: app.db,
        engine: app.dbEngine,
        mailer,
        compose,
        // SQLite: one process owns DATA_DIR, so a local file is the cheapest durable record. PostgreSQL may
        // serve several instances, which must all see every receipt: they go straight into the table.
        receipts:
          app.dbEngine === 'sqlite'
            ? fileJournal(app.db, path.join(app.config.dataDir, 'mail-receipts'))
            : tableJournal(app.db),
        limits: app.config.mail,
        log: app.log,
        tuning: options.tuning,
      });
      await worker.start();
    },
    async stop() {
      await Promise.all(sending);
      await worker?.stop();
    },
  };
}
