/** Codes nodemailer gives when the connection, not the message, failed: worth another try later. */
const CONNECTION_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNRESET',
  'ECONNREFUSED',
]);
/** The message or address itself was refused before any server reply: retrying cannot help. */
const MESSAGE_CODES = new Set(['EENVELOPE', 'EMESSAGE', 'EMAXRECIPIENTS']);

const REASON_MAX = 500;

export interface DeliveryFailure {
  /** True for 4xx replies and lost connections or timeouts: the delivery is retried later. */
  transient: boolean;
  /** The server's reply when it gave one, otherwise the error message; stored with the delivery. */
  reason: string;
}

/**
 * Sorts a send error as RFC 5321 does: 4xx replies are temporary, 5xx permanent. Errors without a reply
 * (a lost connection, a timeout, a refused login) count as temporary, so a recipient is never dropped because
 * the mail server was briefly unreachable or misconfigured; the retry limit and the campaign pause bound them.
 */
export function classifyFailure(error: unknown): DeliveryFailure {
  const e = (error ?? {}) as {
    responseCode?: unknown;
    code?: unknown;
    response?: unknown;
    message?: unknown;
  };
  const reply = typeof e.response === 'string' && e.response ? e.response : undefined;
  const message = typeof e.message === 'string' && e.message ? e.message : String(error);
  const reason = (reply ?? message).replace(/\s+/g, ' ').trim().slice(0, REASON_MAX);
  const status = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  if (status !== undefined && status >= 500) return { transient: false, reason };
  if (status !== undefined && status >= 400) return { transient: true, reason };
  const code = typeof e.code === 'string' ? e.code : '';
  if (CONNECTION_CODES.has(code)) return { transient: true, reason };
  if (MESSAGE_CODES.has(code)) return { transient: false, reason };
  return { transient: true, reason };
}
