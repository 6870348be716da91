import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * NUL and unpaired UTF-16 surrogate halves: SQLite would keep them, PostgreSQL refuses NUL in text and
 * they are never meaningful text, so every input string is checked for them before it reaches a query.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** Every text a visitor or the administrator sends: a string that both engines store as it is. */
export const textInput = (params?: { error: string }) =>
  z.string(params).refine(isStorableText, messages.common.unstorableText);

/** A text that must be given (after trimming), of at most `max` characters. */
export const requiredText = (max: number, message: string) =>
  textInput({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

/** A text that may be left out (stored as ''), of at most `max` characters. */
export const optionalText = (max: number) =>
  textInput().trim().max(max, `At most ${max} characters.`).optional().default('');

/** The largest id both engines store (PostgreSQL's integer). */
export const MAX_ID = 2_147_483_647;

/** Positive integer id taken from a path segment. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** A trimmed, lower-cased e-mail address of sensible length (RFC 5321 caps a path at 254). */
export const emailField = (message: string) =>
  textInput({ error: message })
    .trim()
    .toLowerCase()
    .max(254, message)
    .pipe(z.email({ error: message }));
