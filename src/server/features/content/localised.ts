/**
 * Translatable texts are stored as a map from language to text (decision 009). The site speaks English
 * today; other languages are added as keys, with English as the fallback.
 */
export type Localised<T = string> = Record<string, T>;

export const DEFAULT_LANGUAGE = 'en';

const isMap = (value: unknown): value is Localised<unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One language's version of a translatable value (a text, or a list of texts such as bullet points). */
export function readText<T = string>(stored: unknown, language = DEFAULT_LANGUAGE): T {
  if (!isMap(stored)) return (stored ?? '') as T;
  return (stored[language] ?? stored[DEFAULT_LANGUAGE] ?? '') as T;
}

/** Writes one language's version, keeping the others. */
export function writeText<T = string>(
  previous: unknown,
  value: T,
  language = DEFAULT_LANGUAGE,
): Localised<T> {
  return { ...(isMap(previous) ? (previous as Localised<T>) : {}), [language]: value };
}

type Entry = Record<string, unknown>;

/**
 * Applies `change` to the value at each translatable path (`title`, or `image.alt` one level down),
 * copying the objects on the way so that the input is never changed.
 */
function mapPaths(
  entry: Entry,
  paths: readonly string[],
  change: (value: unknown, path: string[]) => unknown,
): Entry {
  const copy: Entry = { ...entry };
  for (const path of paths) {
    const [field, inner] = path.split('.') as [string, string | undefined];
    if (inner === undefined) copy[field] = change(copy[field], [field]);
    else if (isMap(copy[field])) {
      const nested = { ...(copy[field] as Entry) };
      nested[inner] = change(nested[inner], [field, inner]);
      copy[field] = nested;
    }
  }
  return copy;
}

const at = (entry: Entry | undefined, path: string[]) =>
  path.reduce<unknown>((value, key) => (isMap(value) ? value[key] : undefined), entry);

/** Reads an entry's translatable fields in one language; other fields pass through. */
export function readFields<T>(stored: Entry, translatable: readonly string[]): T {
  return mapPaths(stored, translatable, (value) => readText<unknown>(value)) as T;
}

/** Stores an entry's translatable fields into `previous`'s language maps. */
export function writeFields(input: object, translatable: readonly string[], previous?: Entry): Entry {
  return mapPaths(input as Entry, translatable, (value, path) => writeText(at(previous, path), value ?? ''));
}
