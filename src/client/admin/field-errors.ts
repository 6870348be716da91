import type { z } from 'zod';

/** A field's name (or dotted path: `bank.ifsc`, `amounts.sponsor-a-child.0`) → the first problem found with it. */
export type FieldErrors = Partial<Record<string, string>>;

/** Zod's own wording ("Invalid input: expected …") is not for people; the form's fallback replaces it. */
const isPlainWords = (message: string) => !message.startsWith('Invalid input');

const dottedPath = (path: readonly PropertyKey[]) => path.map(String).join('.');

interface FieldErrorOptions {
  /** The field that shows an issue of this path, if the form has one; by default the whole dotted path. */
  fieldOf?: (path: readonly PropertyKey[]) => string | undefined;
  /** Said instead of zod's own wording, where a check has no message of its own. */
  fallback?: string;
}

/** The first problem of each field of a refused form, in the words of its checks. */
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  { fieldOf = dottedPath, fallback }: FieldErrorOptions = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field === undefined || errors[field] !== undefined) continue;
    errors[field] = fallback && !isPlainWords(issue.message) ? fallback : issue.message;
  }
  return errors;
}
