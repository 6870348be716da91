import { z } from 'zod';

/**
 * Every error answer of the API: `{ error, code }`, and `field` when the refusal is about one field of the
 * request (its name, or a dotted path like `bank.ifsc`), so a form shows the message beside that field; login
 * also carries `message`, which the spec reads.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  field: z.string().optional(),
  message: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'unsupported_media',
  'too_many_requests',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const messageBodySchema = z.object({ message: z.string() });
