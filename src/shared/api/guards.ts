/**
 * Small checks of what the API answers, without zod, so public pages can refuse an answer of the wrong
 * shape without shipping the validation library (docs/decisions/005). Each domain's guards sit in
 * `<domain>-guards.ts`; guards.test.ts holds every guard to the zod schema it mirrors.
 */
export type Guard<T> = (value: unknown) => value is T;

type Guarded<G> = G extends Guard<infer T> ? T : never;

export const isString: Guard<string> = (value): value is string => typeof value === 'string';

export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean';

/** zod's `z.number().int()`: a safe integer. */
export const isInteger: Guard<number> = (value): value is number => Number.isSafeInteger(value);

export const nullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || guard(value);

/** One of a fixed list of strings, like `z.enum(list)`. */
export const oneOf =
  <const T extends readonly string[]>(list: T): Guard<T[number]> =>
  (value): value is T[number] =>
    typeof value === 'string' && (list as readonly string[]).includes(value);

/** A field that may be left out, like zod's `.optional()`. */
export const optional =
  <T>(guard: Guard<T>): Guard<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || guard(value);

export const arrayOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every((item) => guard(item));

/** A plain object (not an array, not null), as `z.object` accepts. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object whose every named field passes its guard; other fields are allowed, as `z.object` allows them. */
export function shape<F extends Record<string, Guard<unknown>>>(
  fields: F,
): Guard<{ [K in keyof F]: Guarded<F[K]> }> {
  const entries = Object.entries(fields);
  return (value): value is { [K in keyof F]: Guarded<F[K]> } =>
    isRecord(value) && entries.every(([key, guard]) => guard(value[key]));
}

/** `{ message }`: the answer of deletes, updates, logout and the public forms (messageBodySchema). */
export const isMessageAnswer = shape({ message: isString });
