/** A UPI address (VPA): `name@handle`, as the NPCI specification allows it. */
export const VPA_PATTERN = /^[A-Za-z0-9.\-_]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export interface UpiPayment {
  /** The payee's UPI address. */
  vpa: string;
  payeeName: string;
  /** Whole rupees. */
  amount: number;
  /** The pledge's reference: in `tr` for the payee's records and in the note the donor sees. */
  reference: string;
  note: string;
}

/**
 * The `upi://pay` link every UPI app opens (and its QR code encodes): payee address and name, the amount
 * with two decimals, INR, the note and the reference. Each value is percent-encoded (a space as %20, never
 * `+`, which some apps show as it is).
 */
export function upiPayUri(payment: UpiPayment): string {
  const parameters: [string, string][] = [
    ['pa', payment.vpa],
    ['pn', payment.payeeName],
    ['am', payment.amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', payment.note],
    ['tr', payment.reference],
  ];
  // The address keeps its `@` as apps and their QR scanners expect; it holds nothing else to encode.
  const encode = (key: string, value: string) =>
    key === 'pa' ? encodeURIComponent(value).replace(/%40/g, '@') : encodeURIComponent(value);
  return `upi://pay?${parameters.map(([key, value]) => `${key}=${encode(key, value)}`).join('&')}`;
}
