import { z } from 'zod';
import { dataRequestKinds } from '../privacy/data-requests.ts';
import { emailField, textInput } from './common.ts';
import { HONEYPOT_FIELD } from './inbox-fields.ts';
import { dataRequestLimits, dataRequestTexts } from './data-request-fields.ts';

export * from './data-request-fields.ts';

const say = dataRequestTexts;

/** POST /api/your-data: a visitor asks to see, correct or erase what is kept on an address. */
export const askSchema = z
  .object({
    email: emailField(say.invalidEmail),
    kind: z.enum(dataRequestKinds, { error: say.kindRequired }),
    details: textInput().trim().max(dataRequestLimits.details, say.detailsTooLong).optional().default(''),
    [HONEYPOT_FIELD]: textInput().max(500).optional(),
  })
  .refine((input) => input.kind !== 'correct' || input.details !== '', {
    path: ['details'],
    message: say.detailsRequired,
  });
export type AskInput = z.input<typeof askSchema>;

/** What an erasure would remove and what it keeps, by the place it is kept, with how many records. */
export const foundSchema = z.object({
  place: z.string(),
  count: z.number().int(),
  /** Kept by law (donation records), else erased. */
  kept: z.boolean(),
});
export type Found = z.infer<typeof foundSchema>;

export const dataRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(dataRequestKinds),
  email: z.string(),
  details: z.string(),
  status: z.enum(['open', 'done']),
  verifiedAt: z.string(),
  dueAt: z.string(),
  doneAt: z.string().nullable(),
  doneBy: z.string().nullable(),
  /** For a request to see: when the export was made, and when the person downloaded it. */
  exportMadeAt: z.string().nullable(),
  exportDownloadedAt: z.string().nullable(),
  /** What is kept on the address now (empty once erased). */
  found: z.array(foundSchema),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

/** Marking a request done; the note goes into the mail to the person. */
export const doneSchema = z.object({
  note: textInput().trim().max(dataRequestLimits.details, say.detailsTooLong).optional().default(''),
});
export type DoneInput = z.input<typeof doneSchema>;
