import type { FastifyInstance } from 'fastify';
import { loadStoredSecret } from '#server/db/stored-secret';
import { createAlertWorker, type AlertRetry } from './alert-worker.ts';
import { alertAdminRoutes, alertPublicRoutes } from './alerts.routes.ts';
import { createPushSender } from './push-sender.ts';
import { isKnownPushService } from './push-services.ts';
import { loadVapidKeys, type VapidKeys } from './vapid-keys.ts';

export interface AlertsOptions {
  /** 'manual': alerts wait for drain() (tests). */
  mode?: 'background' | 'manual';
  /** Which endpoints a device may subscribe with; the known push services by default (tests add theirs). */
  endpointAllowed?: (endpoint: string) => boolean;
  retry?: Partial<AlertRetry>;
  /** How long a push service may take to answer. */
  timeoutMs?: number;
}

const ADDRESS_SECRET_KEY = 'push_address_secret';

/**
 * Alerts on visitors' phones (docs/alerts.md): the public routes a device turns alerts on and off with,
 * the dashboard's status, and the worker that sends a published notice to every device through the job queue.
 */
export function createAlertsFeature(app: FastifyInstance, now: () => Date, options: AlertsOptions = {}) {
  let keys: Promise<VapidKeys> | undefined;
  let secret: Promise<string> | undefined;
  // Read after migrations: generated keys live in the settings table.
  const vapid = () => (keys ??= loadVapidKeys(app.db, app.config.push.vapidKeys));
  const addressSecret = () => (secret ??= loadStoredSecret(app.db, ADDRESS_SECRET_KEY));
  const worker = createAlertWorker({
    db: app.db,
    engine: app.dbEngine,
    log: app.log,
    send: createPushSender({ vapid, subject: app.config.push.subject, timeoutMs: options.timeoutMs }),
    now,
    retry: options.retry,
    mode: options.mode,
  });
  return {
    publicRoutes: alertPublicRoutes({
      vapid,
      addressSecret,
      endpointAllowed: options.endpointAllowed ?? isKnownPushService,
      now,
    }),
    adminRoutes: alertAdminRoutes({ queue: (id) => worker.queue(id), now }),
    async start() {
      // Made at start, so the first visitor's "Turn on alerts" does not wait for a key to be generated.
      await vapid();
      worker.start();
    },
    stop: () => worker.stop(),
    drain: () => worker.runDue(),
  };
}

export type AlertsFeature = ReturnType<typeof createAlertsFeature>;
