import { z } from 'zod';
import { NOTICE_VERSION_MAX } from '../privacy/consent.ts';
import { textInput } from './common.ts';

/**
 * The notice's version a public form sends with its fields (the Privacy page's publish time it showed).
 * Optional: a page rendered before any Privacy page existed sends none, and the server records the current.
 */
export const noticeVersionField = textInput()
  .trim()
  .max(NOTICE_VERSION_MAX, 'This form is out of date: please reload the page and send it again.')
  .optional();

/** A record's consent as the dashboard shows it beside a message, form, subscriber or donation. */
export const consentSummarySchema = z
  .object({
    givenAt: z.string().nullable(),
    noticeVersion: z.string().nullable(),
    withdrawnAt: z.string().nullable(),
  })
  .nullable();
