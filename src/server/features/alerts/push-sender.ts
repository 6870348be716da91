import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

/** What a push service's answer means for the device (RFC 8030 section 5, and the services' own notes). */
export type PushOutcome =
  | { kind: 'reached' }
  /** 404 or 410: the subscription expired or was withdrawn; it is removed. */
  | { kind: 'gone'; status: number }
  /** 429, 5xx, a timeout or a broken connection: tried again later (after Retry-After when given). */
  | { kind: 'retry'; status?: number; retryAfterMs?: number; reason: string }
  /** Any other answer (400, 401, 403, 413...): trying again would be refused the same way. */
  | { kind: 'refused'; status: number };

export interface PushMessage {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The JSON the service worker reads; encrypted with aes128gcm to the device's keys (RFC 8291). */
  payload: string;
  /** A push service keeps one waiting message per topic: a notice sent again replaces the first. */
  topic: string;
}

export interface PushSenderOptions {
  vapid: () => Promise<VapidKeys>;
  /** mailto: or https: address push services may contact about this site's messages. */
  subject: string;
  /** How long a push service may keep a message for a device that is offline. */
  ttlSeconds?: number;
  timeoutMs?: number;
}

/** Longest Retry-After honoured: a service asking for more gets the usual backoff instead. */
const RETRY_AFTER_MAX_MS = 60 * 60_000;

/**
 * Sends Web Push messages: web-push encrypts the payload and signs the VAPID header; the request itself is
 * sent with fetch, so it has a deadline, follows no redirect, and reads nothing of the answer but its status.
 */
export function createPushSender(options: PushSenderOptions) {
  const ttl = options.ttlSeconds ?? 2 * 24 * 3600;
  const timeoutMs = options.timeoutMs ?? 15_000;

  return async function send(message: PushMessage): Promise<PushOutcome> {
    const keys = await options.vapid();
    const request = webpush.generateRequestDetails(
      { endpoint: message.endpoint, keys: message.keys },
      message.payload,
      {
        vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: ttl,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
        topic: message.topic,
      },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
    // The answer's body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    const { status } = response;
    if (status >= 200 && status < 300) return { kind: 'reached' };
    if (status === 404 || status === 410) return { kind: 'gone', status };
    if (status === 429 || status >= 500) {
      return {
        kind: 'retry',
        status,
        retryAfterMs: retryAfter(response.headers.get('retry-after')),
        reason: `answered ${status}`,
      };
    }
    return { kind: 'refused', status };
  };
}

export type PushSend = ReturnType<typeof createPushSender>;

/** Retry-After in seconds or as a date, within bounds; undefined otherwise. */
function retryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) && ms > 0 && ms <= RETRY_AFTER_MAX_MS ? ms : undefined;
}
