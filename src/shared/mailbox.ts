/** Providers that ignore dots in the part before the @ (a.sha@ and asha@ reach one mailbox). */
const DOTS_IGNORED = new Set(['gmail.com', 'googlemail.com']);
const SAME_AS: Record<string, string> = { 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, for counting what is sent to one person: lower-cased, a sub-address
 * (`asha+pledge1@`) folded into its mailbox, and dots folded where the provider ignores them. Over-folding
 * an unusual provider only makes a cap a little stricter; it never changes where a mail is sent.
 */
export function foldMailbox(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return address.trim().toLowerCase();
  const domainTyped = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  const domain = SAME_AS[domainTyped] ?? domainTyped;
  let local = address.slice(0, at).trim().toLowerCase();
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTS_IGNORED.has(domain)) local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}
