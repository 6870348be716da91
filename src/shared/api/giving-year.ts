import { z } from 'zod';
import { financialYearRange } from '../giving/financial-year.ts';
import { givingMessages as say } from './giving-fields.ts';

/**
 * A financial year as the Income Tax department writes it, `2026-27`: the second part must follow the
 * first, so `2026-99` or `2026-26` is refused with the message before any route looks it up.
 */
export const financialYearSchema = z
  .string({ error: say.yearInvalid })
  .max(10, say.yearInvalid)
  .refine((value) => financialYearRange(value) !== null, say.yearInvalid);

/** The `:year` of every route about one financial year (Form 10BD, Form 10BE). */
export const financialYearParam = z.object({ year: financialYearSchema });
