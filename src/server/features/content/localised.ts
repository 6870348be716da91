/**
 * Translatable texts are stored as a map from language to text (decision 009). The site speaks English
 * today; other languages are added as keys, with English as the fallback.
 */
export type Localised = Record<string, string>;

export const DEFAULT_LANGUAGE = 'en';

export function readText(stored: unknown, language = DEFAULT_LANGUAGE): string {
  if (typeof stored === 'string') return stored;
  const map = (stored ?? {}) as Localised;
  return map[language] ?? map[DEFAULT_LANGUAGE] ?? '';
}

/** Writes one language's text, keeping the others. */
export function writeText(previous: unknown, text: string, language = DEFAULT_LANGUAGE): Localised {
  const map = previous && typeof previous === 'object' ? (previous as Localised) : {};
  return { ...map, [language]: text };
}

/** Reads an entry's translatable fields in one language; other fields pass through. */
export function readFields<T>(stored: Record<string, unknown>, translatable: readonly string[]): T {
  const entry: Record<string, unknown> = { ...stored };
  for (const field of translatable) entry[field] = readText(stored[field]);
  return entry as T;
}

/** Stores an entry's translatable fields into `previous`'s language maps. */
export function writeFields(
  input: Record<string, unknown>,
  translatable: readonly string[],
  previous: Record<string, unknown> = {},
): Record<string, unknown> {
  const stored: Record<string, unknown> = { ...input };
  for (const field of translatable) stored[field] = writeText(previous[field], String(input[field] ?? ''));
  return stored;
}
