import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, thirty seconds. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after is accepted too: phones' clocks drift and people type slowly. */
const WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS });

/** What the QR code holds: the otpauth:// address an authenticator app adds the account from. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return totpOf(secret, account, issuer).toString();
}

/** The QR code of `uri` as an SVG image, drawn on the server so the dashboard needs no QR library. */
export function qrCodeSvg(uri: string): string {
  return renderSVG(uri, { border: 2, pixelSize: 6 });
}

/**
 * The time step of a valid code, or null. A code of a step at or before `lastStep` (already used, or older
 * than one used) is refused, so a code seen over a shoulder cannot be replayed.
 */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now: Date,
): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code an authenticator app shows at `at` (tests and the command line's check). */
export function totpCode(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}
