import { maskIdentity, normaliseIdNumber } from '#shared/giving/identity';

/**
 * The short "before" and "after" of an activity entry, in plain words: the fields of a request as
 * `field name: value`, never a password, token or secret, identity and account numbers masked as the giving
 * lists show them, rich text as its words, and at most SUMMARY_MAX characters.
 */
export const SUMMARY_MAX = 300;
const VALUE_MAX = 80;
const DEPTH_MAX = 3;

/** Fields whose values are never written down (their change is, as "not shown"). */
const SECRET_FIELD = /pass(word|phrase)?|token|secret|otp|totp|recovery|apikey|api_key|signature|cookie/i;
/** Fields that hold an identity or account number: shown masked. */
const IDENTITY_FIELD =
  /^(idnumber|id_number|pan|aadhaar|aadhar|passport|passportnumber|accountnumber|account_number)$/i;
/** A PAN or an Aadhaar number written anywhere in a text (a note, a reason): masked too. */
// A PAN also starts an 80G registration number (URN), so its end need not be a word's end.
const PAN_IN_TEXT = /\b[A-Z]{5}[0-9]{4}[A-Z]/gi;
const AADHAAR_IN_TEXT = /\b[2-9][0-9]{3}[\s-]?[0-9]{4}[\s-]?[0-9]{4}\b/g;
const HTML_TAG = /<\/?[a-z!][^>]*>/gi;
const LOOKS_LIKE_HTML = /<\/?[a-z!][^>]*>/i;
const NOT_SHOWN = '(not shown)';

export type Fields = Record<string, unknown>;

/** `mediaCategory`, `media_category` → "media category". */
export function fieldLabel(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Identity numbers in a free text, masked. */
export function maskIdentityNumbers(text: string): string {
  return text
    .replace(PAN_IN_TEXT, (pan) => maskIdentity(pan.toUpperCase()))
    .replace(AADHAAR_IN_TEXT, (number) => maskIdentity(number.replace(/[\s-]/g, '')));
}

export function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function plainText(value: string): string {
  const words = LOOKS_LIKE_HTML.test(value)
    ? value
        .replace(HTML_TAG, ' ')
        .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name]!)
    : value;
  return words.replace(/\s+/g, ' ').trim();
}

function rendered(key: string, value: unknown): string {
  if (SECRET_FIELD.test(key)) return NOT_SHOWN;
  if (value === null || value === undefined) return '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (value.trim() === '') return '(empty)';
    if (IDENTITY_FIELD.test(key)) return maskIdentity(normaliseIdNumber(value));
    return shorten(maskIdentityNumbers(plainText(value)), VALUE_MAX);
  }
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== 'object')) {
      return shorten(value.map((item) => rendered(key, item)).join(', '), VALUE_MAX) || '(empty)';
    }
    return entriesOf(value);
  }
  return '(…)';
}

/** A list of records as its length and the names of its entries ("3 entries: Asha, Ravi, Meena"). */
function entriesOf(list: unknown[]): string {
  const names = list
    .map((item) => (item && typeof item === 'object' ? nameOf(item as Fields) : undefined))
    .filter((name): name is string => Boolean(name));
  const count = list.length === 1 ? '1 entry' : `${list.length} entries`;
  return names.length ? shorten(`${count}: ${names.join(', ')}`, VALUE_MAX) : count;
}

function nameOf(item: Fields): string | undefined {
  for (const key of ['name', 'title', 'label', 'heading', 'email', 'key']) {
    const value = item[key];
    if (typeof value === 'string' && value.trim()) return maskIdentityNumbers(plainText(value));
    if (value && typeof value === 'object' && typeof (value as Fields).en === 'string')
      return maskIdentityNumbers(plainText((value as Fields).en as string));
  }
  return undefined;
}

interface Leaf {
  /** The field's own name, which says whether it is secret or an identity number. */
  key: string;
  value: unknown;
}

/** Every field of a body by its name in words, nested records by their joined names ("bank account number"). */
function leaves(body: unknown, prefix = '', depth = 0): Map<string, Leaf> {
  const out = new Map<string, Leaf>();
  if (body === null || body === undefined) return out;
  if (typeof body !== 'object' || Array.isArray(body)) {
    out.set(prefix, { key: prefix, value: body });
    return out;
  }
  for (const [key, value] of Object.entries(body as Fields)) {
    if (value === undefined) continue;
    const name = prefix ? `${prefix} ${fieldLabel(key)}` : fieldLabel(key);
    if (
      !SECRET_FIELD.test(key) &&
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      depth < DEPTH_MAX
    ) {
      for (const [inner, leaf] of leaves(value, name, depth + 1)) out.set(inner, leaf);
    } else out.set(name, { key, value });
  }
  return out;
}

function joined(parts: [string, string][]): string | null {
  if (parts.length === 0) return null;
  return shorten(parts.map(([name, value]) => (name ? `${name}: ${value}` : value)).join('; '), SUMMARY_MAX);
}

/** A request's body (or any value) as one short line; null when there is nothing to say. */
export function summarise(body: unknown): string | null {
  if (body instanceof Uint8Array) return `a file of ${Math.max(1, Math.round(body.length / 1024))} KB`;
  if (Array.isArray(body)) return entriesOf(body);
  return joined([...leaves(body)].map(([name, leaf]) => [name, rendered(leaf.key, leaf.value)]));
}

/** Two long texts that differ, each shown from a little before the first place they differ. */
function aroundDifference(key: string, before: string, after: string): [string, string] {
  const a = plainText(before);
  const b = plainText(after);
  if (SECRET_FIELD.test(key) || IDENTITY_FIELD.test(key) || (a.length <= VALUE_MAX && b.length <= VALUE_MAX))
    return [rendered(key, before), rendered(key, after)];
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  // From the start of a word a little before the first difference.
  const from = at <= 20 ? 0 : a.lastIndexOf(' ', at - 20) + 1;
  const show = (text: string) =>
    text.trim() === ''
      ? '(empty)'
      : `${from > 0 ? '…' : ''}${shorten(maskIdentityNumbers(text.slice(from)), VALUE_MAX)}`;
  return [show(a), show(b)];
}

/** Nothing, null and an empty text are the same "nothing" to compare. */
const comparable = (value: unknown) =>
  value === undefined || value === null || value === '' ? '' : JSON.stringify(value);

/**
 * Before and after of a change to a record: only the fields that changed, each side in its own words.
 * Fields the change does not send are left as they were, so they are not compared.
 */
export function changedFields(
  before: Fields,
  after: unknown,
): { before: string | null; after: string | null } {
  if (!after || typeof after !== 'object' || Array.isArray(after)) {
    return { before: summarise(before), after: summarise(after) };
  }
  const old = leaves(before);
  const was: [string, string][] = [];
  const is: [string, string][] = [];
  for (const [name, leaf] of leaves(after)) {
    const previous = old.get(name);
    const secret = SECRET_FIELD.test(leaf.key);
    if (!secret && comparable(previous?.value) === comparable(leaf.value)) continue;
    if (typeof previous?.value === 'string' && typeof leaf.value === 'string') {
      const [from, to] = aroundDifference(leaf.key, previous.value, leaf.value);
      was.push([name, from]);
      is.push([name, to]);
    } else {
      // A field the record does not keep (the reason given for a change) is said only after.
      if (previous) was.push([name, rendered(leaf.key, previous.value)]);
      is.push([name, rendered(leaf.key, leaf.value)]);
    }
  }
  if (is.length === 0) return { before: null, after: 'nothing changed' };
  return { before: joined(was), after: joined(is) };
}

/** An uploaded form: its files by their names, its other fields as any body. */
export function summariseUpload(upload: { files: string[]; fields: Fields }): string | null {
  const files = upload.files.map((name) => `file: ${shorten(maskIdentityNumbers(name), VALUE_MAX)}`);
  const rest = summarise(upload.fields);
  return shorten([...files, ...(rest ? [rest] : [])].join('; '), SUMMARY_MAX) || null;
}
