import type { z } from 'zod';
import type { AnswerCheck } from './api-client.ts';

/**
 * An answer check from one of the contract's zod response schemas, for the dashboard only: public pages
 * use the zod-free guards instead (docs/decisions/005). Response schemas describe plain data without
 * transforms, so the value that passes is the value the schema describes.
 */
export function matches<S extends z.ZodType>(schema: S): AnswerCheck<z.output<S>> {
  return (value): value is z.output<S> => schema.safeParse(value).success;
}
