import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbEngine } from '#server/db/database';
import {
  createJobRunner,
  enqueueJob,
  type ClaimedJob,
  type JobOutcome,
} from '#server/features/jobs/jobs.service';
import type { AlertPayload } from '#shared/api/alerts';
import { alertWords } from '#shared/i18n/alert-words';
import { isLanguage, localPath } from '#shared/i18n/languages';
import * as alerts from './push-alerts.repository.ts';
import type { PushOutcome, PushSend } from './push-sender.ts';

/** The job of sending one notification as an alert (ref: the notification's id). */
export const PUSH_ALERT_JOB = 'push_alert';

export interface AlertRetry {
  /** The wait after a device's first failed try; it doubles after each one. */
  baseMs: number;
  /** The longest wait between two tries. */
  maxMs: number;
  /** Tries before a device is given up for this alert. */
  attempts: number;
}

export const DEFAULT_ALERT_RETRY: AlertRetry = { baseMs: 60_000, maxMs: 3600_000, attempts: 6 };

export interface AlertWorkerOptions {
  db: Db;
  engine: DbEngine;
  log: FastifyBaseLogger;
  send: PushSend;
  now: () => Date;
  retry?: Partial<AlertRetry>;
  /** 'manual': nothing is sent until runDue() (tests). */
  mode?: 'background' | 'manual';
  /** Devices sent to at once. */
  concurrency?: number;
}

/** What a device's push message carries: the notice's title, in the words of the device's language. */
export function alertPayload(notice: { id: number; title: string }, language: string): AlertPayload {
  const words = alertWords(language);
  const lang = isLanguage(language) ? language : 'en';
  return {
    title: notice.title,
    body: words.body,
    url: localPath(lang, '/#notifications'),
    tag: `notice-${notice.id}`,
    lang,
    turnOff: words.turnOff,
  };
}

/**
 * Sends alerts through the job queue (decision 014): one `push_alert` job per notification, which any
 * instance may take. The job sends to every device due, a few at once; a device that is not reached (a push
 * service's 429 or 5xx, a timeout) is tried again later with a doubling wait, and given up after a few
 * tries; a device whose push service answers 404 or 410 is gone and its subscription is removed. While
 * devices wait for another try, the job is queued again for the earliest of them.
 */
export function createAlertWorker(options: AlertWorkerOptions) {
  const { db, log, now } = options;
  const retry = { ...DEFAULT_ALERT_RETRY, ...options.retry };
  const concurrency = options.concurrency ?? 4;

  async function deliver(notice: { id: number; title: string }, delivery: alerts.DueDelivery) {
    let outcome: PushOutcome;
    try {
      outcome = await options.send({
        endpoint: delivery.endpoint,
        keys: { p256dh: delivery.p256dh, auth: delivery.auth },
        payload: JSON.stringify(alertPayload(notice, delivery.language)),
        topic: `notice-${notice.id}`,
      });
    } catch (error) {
      // A key the push library refuses to encrypt to: no later try will do better.
      log.warn({ err: error, notification: notice.id }, 'an alert could not be prepared for a device');
      outcome = { kind: 'refused', status: 0 };
    }
    const { id } = notice;
    switch (outcome.kind) {
      case 'reached':
        return alerts.endDelivery(db, id, delivery.subscription_id, 'reached');
      case 'gone':
        return alerts.endGoneDevice(db, id, delivery.subscription_id);
      case 'refused':
        log.warn({ status: outcome.status, notification: id }, 'a push service refused an alert');
        return alerts.endDelivery(db, id, delivery.subscription_id, 'failed');
      case 'retry': {
        const tries = delivery.attempts + 1;
        if (tries >= retry.attempts) {
          log.warn({ reason: outcome.reason, notification: id }, 'an alert is given up for a device');
          return alerts.endDelivery(db, id, delivery.subscription_id, 'failed');
        }
        const wait = outcome.retryAfterMs ?? Math.min(retry.baseMs * 2 ** (tries - 1), retry.maxMs);
        const at = new Date(now().getTime() + wait).toISOString();
        return alerts.retryDelivery(db, id, delivery.subscription_id, at);
      }
    }
  }

  async function handle(job: ClaimedJob): Promise<JobOutcome> {
    const id = Number(job.ref);
    const notice = await alerts.alertNotice(db, id);
    // The notice was deleted since: its deliveries went with it.
    if (!notice) return 'done';
    for (;;) {
      const due = await alerts.dueDeliveries(db, id, now().toISOString(), concurrency * 8);
      if (due.length === 0) break;
      let next = 0;
      const lane = async () => {
        while (next < due.length) await deliver(notice, due[next++]!);
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, lane));
    }
    const nextAt = await alerts.nextDeliveryAt(db, id);
    if (nextAt) {
      await enqueueJob(db, {
        kind: PUSH_ALERT_JOB,
        ref: job.ref,
        runAfter: nextAt,
        now: now().toISOString(),
      });
      runner.kick(new Date(nextAt));
    } else {
      await alerts.finishAlert(db, id, now().toISOString());
    }
    return 'done';
  }

  const runner = createJobRunner({
    db,
    engine: options.engine,
    log,
    filter: { kind: PUSH_ALERT_JOB },
    handle,
    // This instance's alerts start at once (kick); another's, and retries minutes away, are found by the poll.
    pollMs: 5000,
    mode: options.mode,
    now,
  });

  return {
    start: () => runner.start(),
    stop: () => runner.stop(),
    /** Runs every due job on this instance (tests, in the manual mode). */
    runDue: () => runner.runDue(),
    /** Queues a notification's alert job, due at once. */
    async queue(notificationId: number): Promise<void> {
      const at = now().toISOString();
      await enqueueJob(db, { kind: PUSH_ALERT_JOB, ref: String(notificationId), runAfter: at, now: at });
      runner.kick();
    },
  };
}

export type AlertWorker = ReturnType<typeof createAlertWorker>;
