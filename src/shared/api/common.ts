import { z } from 'zod';

/** Positive integer id taken from a path segment. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A trimmed, lower-cased e-mail address of sensible length (RFC 5321 caps a path at 254). */
export const emailField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, message)
    .pipe(z.email({ error: message }));
