import { trustTest } from './plugins/client-address.ts';
import { redactUrl } from './plugins/redact-url.ts';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createDb, engineOf, migrateToLatest, type Db } from './db/database.ts';
import { createStorage } from './storage/create-storage.ts';
import type { RouteEntry } from './types.ts';
import { AccessLog } from './plugins/access-log.ts';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler.ts';
import { registerFormPosts } from './plugins/form-posts.ts';
import { registerAnswerLanguage } from './plugins/answer-language.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRequestDeadline } from './plugins/request-deadline.ts';
import { registerBodyBudget, type BodyBudget } from './plugins/body-budget.ts';
import { preventStoring, registerSecurity, securityHeaders } from './plugins/security.ts';
import { readSession, requireStaff, sessionPolicy, setSessionCookie } from './features/auth/session.ts';
import { assertPermissionsDeclared, markDashboardRoute, requiring } from './features/staff/permissions.ts';
import { ResponseCache } from './plugins/response-cache.ts';
import { createEarlyAnswers } from './plugins/early-answers.ts';
import { registerStaticSite } from './plugins/static-site.ts';
import { directoryCheck, registerHealthChecks, type HealthClock } from './plugins/health-checks.ts';
import { registerRedis } from './plugins/redis.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { CACHE_LIFETIME_ALONE_MS, registerSharedInvalidation } from './plugins/shared-invalidation.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { secondFactorRoutes } from './features/auth/second-factor/second-factor.routes.ts';
import { ensureFirstAdmin } from './features/auth/auth.service.ts';
import {
  notificationAdminRoutes,
  notificationPublicRoutes,
} from './features/notifications/notifications.routes.ts';
import { mediaAdminRoutes, mediaPublicRoutes } from './features/media/media.routes.ts';
import { createMediaJobs } from './features/media/media-jobs.ts';
import {
  subscriptionAdminRoutes,
  subscriptionPublicRoutes,
} from './features/subscriptions/subscriptions.routes.ts';
import { audienceAdminRoutes, subscriberAudienceRoutes } from './features/subscriptions/audiences.routes.ts';
import { whenChanged } from './features/content/content-changes.ts';
import { inboxAdminRoutes, inboxPublicRoutes } from './features/inbox/inbox.routes.ts';
import { contentAdminRoutes, contentPublicRoutes } from './features/content/content.routes.ts';
import { documentAdminRoutes, documentPublicRoutes } from './features/content/documents.routes.ts';
import { seedDefaultContent } from './features/content/content.service.ts';
import { placeDocuments } from './features/content/document-placement.ts';
import { loadRenderableSite } from './features/content/site-content.service.ts';
import { createSiteRenderer } from './features/site/site-renderer.ts';
import { overviewRoutes } from './features/overview/overview.routes.ts';
import { createGivingFeature } from './features/giving/giving.feature.ts';
import { sealEarlierDocumentFiles } from './features/giving/document-files.ts';
import { dataKeyBesideData, loadDataKey } from './db/sealed-values.ts';
import { createMailFeature } from './features/mail/mail.feature.ts';
import type { MailWorkerTuning } from './features/mail/mail-worker-tuning.ts';
import { createMailer, type Mailer } from './features/mail/mailer.ts';
import { createTransactionalMail } from './features/mail/transactional-mail.ts';
import { createAuditFeature } from './features/audit/audit.feature.ts';
import { createBackupFeature } from './features/backup/backup.feature.ts';
import { createRetentionFeature } from './features/retention/retention.feature.ts';
import { createStaffFeature } from './features/staff/staff.routes.ts';
import { createAccountFeature } from './features/account/account.feature.ts';
import { stopLinksOf } from './features/consent/consent.service.ts';
import { stopContactingRoutes } from './features/consent/stop-contacting.routes.ts';
import { createDataRequestsFeature } from './features/data-requests/data-requests.feature.ts';
import { createAlertsFeature, type AlertsOptions } from './features/alerts/alerts.feature.ts';

export interface BuildOptions {
  /** Use this database instead of opening one from the configuration (tests share one). */
  db?: Db;
  /** Replace the mail transport (benchmarks). */
  mailer?: Mailer;
  /** Run the mail queue's worker (default true); tests that only inspect the queue turn it off. */
  startMailWorker?: boolean;
  /** The mail worker's clock and timings (tests: injected clock, short backoff). */
  mailWorker?: Partial<MailWorkerTuning>;
  /** Print a message to the operator (the generated first password). */
  announce?: (text: string) => void;
  /** 'manual': uploaded photos wait for app.mediaJobs.drain() instead of being processed at once (tests). */
  mediaProcessing?: 'background' | 'manual';
  /** Where the logs go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** The clock of rules that depend on the time, such as a page scheduled for later (tests move it). */
  now?: () => Date;
  /** The clock, in milliseconds, that decides when a health report is too old to reuse (tests move it). */
  healthClock?: HealthClock;
  /** How many request bodies may be arriving at once (tests lower it). */
  bodyBudget?: BodyBudget;
  /** Alerts on phones: tests send them step by step, to a push service of their own. */
  alerts?: AlertsOptions;
}

export const DATA_KEY_BESIDE_DATA =
  'The data key is kept in DATA_DIR, beside the database and the stored receipts: a copy of that folder ' +
  'reveals the identity numbers sealed with it. Set DATA_KEY, or DATA_KEY_FILE to a file outside DATA_DIR ' +
  '(docs/deploy.md, "The data key").';

/** A public form's JSON is a few kilobytes; this is far above any, and bounds what a visitor makes us hold. */
const PUBLIC_BODY_LIMIT = 64 * 1024;
/** A page of 200,000 characters, sent as JSON, fits; uploads have limits of their own. */
const ADMIN_BODY_LIMIT = 1024 * 1024;
/** 256 bodies of at most 64 KiB: 16 MiB held at worst by visitors sending slowly. */
const BODY_BUDGET: BodyBudget = { perClient: 8, total: 256 };

const defaultClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');

/** The whole application, ready for `inject` or `listen`; it never listens by itself. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const cache = new ResponseCache(CACHE_LIFETIME_ALONE_MS);
  const answerHeaders = securityHeaders(config);
  const earlyAnswers = createEarlyAnswers({
    cache,
    securityHeaders: answerHeaders,
    trustProxy: config.trustProxy,
    log: (line) => app.log.info(line),
  });
  const app = Fastify({
    serverFactory: earlyAnswers.serverFactory,
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // The request as a log entry shows it, its secret query parameters redacted (redact-url.ts).
            serializers: {
              req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
                method: request.method,
                url: redactUrl(request.url),
                host: request.hostname,
                remoteAddress: request.ip,
              }),
            },
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
              '*.password',
            ],
          },
    logController: new AccessLog(),
    trustProxy: config.trustProxy === false ? false : trustTest(config.trustProxy),
    // What an anonymous visitor's body may hold; the administrator's routes allow more (below), and are
    // refused before their body is read when no administrator is signed in.
    bodyLimit: PUBLIC_BODY_LIMIT,
    // Closing keeps answering requests in flight, refuses new connections.
    forceCloseConnections: 'idle',
    // Slow senders: the exact per-request deadline is plugins/request-deadline.ts; these are the outer
    // bounds Node enforces itself (headers, the longest upload, a socket that sends nothing for a minute).
    requestTimeout: Math.max(config.requestTimeoutMs, config.uploadTimeoutMs),
    connectionTimeout: Math.max(2 * config.requestTimeoutMs, 60_000),
    // Longer than the idle timeout of the proxies in front (nginx's upstream keepalive_timeout and most load
    // balancers: 60 s), so the server is never the side that closes a reused idle connection as a request
    // arrives on it; a close racing a request is a reset for the client (seen while the site re-renders and
    // the event loop runs its timers late).
    keepAliveTimeout: 65_000,
    // Start-up (migrations, the first rendering of a new build, or waiting up to two minutes for another
    // instance to render it) is longer than Fastify's 10 s default allows for a plugin or an onReady hook.
    pluginTimeout: 180_000,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler(config),
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = config.requestTimeoutMs;

  const now = options.now ?? (() => new Date());
  const { db, engine } = options.db ? { db: options.db, engine: engineOf(options.db) } : createDb(config);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dbEngine', engine);
  const storage = await createStorage(config);
  app.decorate('storage', storage);
  // The server's data is its user's alone: the folder 0700, its files 0600 (issue 24).
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  app.decorate('dataKey', loadDataKey(config));
  // In production (an https address), a key kept in the data folder protects nothing against a copy of it.
  if (config.secureCookies && dataKeyBesideData(config)) app.log.warn(DATA_KEY_BESIDE_DATA);
  app.decorateRequest('admin', null);
  app.decorate('readSession', (request: FastifyRequest) => readSession(app, request));
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    // Kept by reference: the scopes' hooks that run after this one add to it (features/staff/permissions.ts).
    const config = (route.config ??= {}) as RouteEntry['config'];
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, config });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestDeadline(app, config.requestTimeoutMs);
  registerBodyBudget(app, options.bodyBudget ?? BODY_BUDGET);

  await app.register(cookie);
  registerSecurity(app, answerHeaders);
  const health = registerHealthChecks(app, options.healthClock);
  // With a bucket, the files' health is the bucket's; DATA_DIR then holds only temporary work.
  health.add(
    config.s3
      ? { name: 'storage', required: true, check: () => storage.check() }
      : directoryCheck('storage', config.dataDir),
  );
  registerFormPosts(app);
  registerAnswerLanguage(app);
  registerRedis(app);
  await registerRateLimits(app);
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 8 * 1024, parts: 12 },
  });

  app.decorate('responseCache', cache);
  app.decorate('earlyAnswers', earlyAnswers);
  // Fastify answers 503 to requests that come while it closes; the early answers leave them to it.
  app.addHook('preClose', (done) => {
    earlyAnswers.stop();
    done();
  });
  registerSharedInvalidation(app, cache);
  // A change to what visitors see of the media: the cached lists go, and /gallery, whose first photos are
  // drawn into its HTML, is rendered again (the renderer is made below, once the media feature exists).
  const mediaChanged = () => {
    cache.invalidate('media:');
    contentChanged();
  };
  // Likewise for the notifications: the cached lists go, and the home page, which draws the latest, is
  // rendered again.
  const notificationsChanged = () => {
    cache.invalidate('notifications:');
    contentChanged();
  };
  const mediaJobs = createMediaJobs(app, {
    onChange: mediaChanged,
    mode: options.mediaProcessing,
  });
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: config.outboxDir,
      maxConnections: config.mail.concurrency,
    });
  const stopLinks = stopLinksOf(db, config.publicUrl);
  const transactional = createTransactionalMail({
    db,
    mailer,
    dailyCap: config.mail.dailyCap,
    log: app.log,
    now,
    stopLinks,
  });
  const mail = createMailFeature(app, mailer, {
    startWorker: options.startMailWorker ?? true,
    tuning: options.mailWorker,
    confirmations: transactional('subscription'),
    tests: transactional('test'),
    stopLinks,
  });

  // The public pages are rendered again from the database after each content change (decision 009), when
  // the build's server-side bundle is there to render them with.
  const clientDir = config.staticDir ?? defaultClientDir;
  const ssrEntry = path.join(clientDir, '../ssr/entry-server.js');
  const renderer = fs.existsSync(path.join(path.dirname(ssrEntry), 'template.html'))
    ? createSiteRenderer({
        db,
        engine,
        load: (at) => loadRenderableSite(db, at, storage),
        ssrEntry,
        clientDir,
        siteUrl: config.publicUrl.replace(/\/+$/, ''),
        log: app.log,
        now,
      })
    : undefined;
  app.decorate('siteRenderer', renderer);
  if (renderer) earlyAnswers.servePages(renderer.pages);
  function contentChanged() {
    renderer?.requestRender();
  }

  await registerOpenApi(app);
  await app.register(healthRoutes);
  await app.register(notificationPublicRoutes(cache));
  await app.register(mediaPublicRoutes(cache));
  await app.register(subscriptionPublicRoutes(mail.onSubscribed));
  await app.register(inboxPublicRoutes);
  await app.register(contentPublicRoutes(now));
  await app.register(documentPublicRoutes(now));
  const giving = createGivingFeature(app, { storage, transactional, now });
  const audit = createAuditFeature(now);
  const retention = createRetentionFeature(app, now);
  const backup = createBackupFeature(app, now);
  const account = createAccountFeature(app, { mailer: transactional('account'), now });
  const dataRequests = createDataRequestsFeature(app, { mailer: transactional('data-request'), now });
  const alerts = createAlertsFeature(app, now, options.alerts);
  app.decorate('alerts', alerts);
  const staff = createStaffFeature(app, {
    mailer: transactional('account'),
    now,
    signIn: {
      policy: sessionPolicy(app),
      setCookie: (reply, token, expiresAt) => setSessionCookie(app, reply, token, expiresAt),
    },
  });

  // Answers about a session or a subscriber, and everything an administrator reads: never stored by a
  // browser or a proxy (Cache-Control: no-store), errors included.
  await app.register(async (personal) => {
    personal.addHook('onRequest', preventStoring);
    await personal.register(authRoutes);
    await personal.register(staff.publicRoutes);
    await personal.register(account.publicRoutes);
    await personal.register(mail.publicRoutes);
    await personal.register(giving.publicRoutes);
    await personal.register(stopContactingRoutes({ links: stopLinks, now }));
    await personal.register(dataRequests.publicRoutes);
    await personal.register(alerts.publicRoutes);

    // Everything registered here requires a staff member's session and the permission of its area.
    await personal.register(async (dashboard) => {
      dashboard.addHook('onRequest', requireStaff(app));
      // Every change made here is recorded in the activity log, with the words its route declares.
      audit.record(dashboard);
      dashboard.addHook('onRoute', (route) => {
        markDashboardRoute(route);
        route.schema = { ...route.schema, security: [{ session: [] }] };
        route.bodyLimit ??= ADMIN_BODY_LIMIT;
      });
      await dashboard.register(requiring('site', notificationAdminRoutes(notificationsChanged)));
      await dashboard.register(requiring('site', alerts.adminRoutes));
      await dashboard.register(requiring('site', mediaAdminRoutes(mediaChanged, mediaJobs)));
      await dashboard.register(requiring('site', contentAdminRoutes(now, contentChanged)));
      await dashboard.register(requiring('site', documentAdminRoutes(now, contentChanged)));
      await dashboard.register(requiring('people', subscriptionAdminRoutes));
      await dashboard.register(requiring('people', subscriberAudienceRoutes));
      // Audiences the subscribe form offers are drawn into the public pages, as content is.
      await dashboard.register(requiring('people', audienceAdminRoutes(whenChanged(contentChanged))));
      await dashboard.register(requiring('people', inboxAdminRoutes));
      await dashboard.register(requiring('people', mail.adminRoutes));
      await dashboard.register(requiring('people', dataRequests.adminRoutes));
      await dashboard.register(requiring('giving', giving.adminRoutes));
      await dashboard.register(requiring('signed-in', overviewRoutes(now)));
      await dashboard.register(requiring('signed-in', secondFactorRoutes(now)));
      await dashboard.register(requiring('staff', audit.routes));
      await dashboard.register(requiring('staff', retention.routes));
      await dashboard.register(requiring('staff', backup.routes));
      await dashboard.register(requiring('staff', staff.adminRoutes));
      await dashboard.register(requiring('signed-in', account.routes));
    });
  });

  await registerStaticSite(app, clientDir, renderer?.pages);

  app.addHook('onReady', async () => {
    assertPermissionsDeclared(routeTable);
    await storage.check();
    await migrateToLatest(db);
    await ensureFirstAdmin(db, config, options.announce ?? ((text) => app.log.warn(text)));
    await seedDefaultContent(db, now());
    // PDFs an earlier version left in the public folder although their page is not published (issue 24).
    await placeDocuments(db, storage);
    // Receipts and certificates stored in the clear by an earlier version are sealed, once (issue 27).
    await sealEarlierDocumentFiles(db, storage, app.dataKey);
  });
  app.addHook('onClose', async () => {
    if (!options.mailer) mailer.close();
    if (!options.db) await db.destroy();
    storage.close();
  });
  // After the hooks above: starts once migrated; onClose hooks run in reverse, so it stops before the db closes.
  app.addHook('onReady', () => mediaJobs.start());
  app.addHook('onClose', () => mediaJobs.stop());
  // The mail worker stops (finishing the messages in flight) before the mailer and the database close.
  app.addHook('onReady', () => mail.start());
  // Rendered before the server listens (by this instance or another starting with it, decision 014), so no
  // visitor meets pages of an earlier build or content.
  app.addHook('onReady', async () => renderer?.start());
  app.addHook('onClose', async () => renderer?.close());
  app.addHook('onReady', () => giving.start());
  app.addHook('onClose', () => giving.stop());
  // The daily clean-up of records kept past their period (docs/retention.md), the activity log's included.
  app.addHook('onReady', () => retention.start());
  app.addHook('onClose', () => retention.stop());
  // Scheduled backups (docs/backup.md), checked hourly from start to close.
  app.addHook('onReady', async () => backup.start());
  app.addHook('onClose', async () => backup.stop());
  app.addHook('onClose', () => mail.stop());
  app.addHook('onClose', () => account.stop());
  // Removes the files of expired data exports, hourly from start to close.
  app.addHook('onReady', () => dataRequests.start());
  app.addHook('onClose', () => dataRequests.stop());
  // Alerts on phones: the keys are made, and queued alerts sent, from start to close.
  app.addHook('onReady', () => alerts.start());
  app.addHook('onClose', () => alerts.stop());
  // Last: ready for traffic once every hook above has run.
  app.addHook('onReady', async () => {
    health.serving = true;
  });
  return app;
}
