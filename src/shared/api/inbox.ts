import { z } from 'zod';
import { messages } from '../messages.ts';
import { textInput } from './common.ts';
import { HONEYPOT_FIELD, contactLimits, heardFromOptions } from './inbox-fields.ts';
import { consentSummarySchema, noticeVersionField } from './consent.ts';

export {
  HONEYPOT_FIELD,
  contactReceivedMessage,
  heardFromOptions,
  inboxPaths,
  interestReceivedMessage,
} from './inbox-fields.ts';

const optionalText = (max: number) => textInput().trim().max(max).optional().default('');
const optionalEmail = textInput()
  .trim()
  .toLowerCase()
  .max(contactLimits.email)
  .refine((value) => value === '' || z.email().safeParse(value).success, messages.forms.invalidEmail)
  .optional()
  .default('');
const mobile = textInput()
  .trim()
  .max(contactLimits.mobile)
  .refine((value) => value === '' || /^\+?[0-9 ()-]{6,20}$/.test(value), messages.forms.invalidMobile)
  .optional()
  .default('');

export const contactSchema = z.object({
  name: textInput({ error: messages.forms.nameRequired })
    .trim()
    .min(1, messages.forms.nameRequired)
    .max(contactLimits.name),
  mobile,
  email: optionalEmail,
  message: optionalText(contactLimits.message),
  heardFrom: z.enum(heardFromOptions).optional(),
  source: z.enum(['home', 'contact-page']).optional().default('contact-page'),
  noticeVersion: noticeVersionField,
  [HONEYPOT_FIELD]: textInput().max(500).optional(),
});
export type ContactInput = z.input<typeof contactSchema>;

export const genders = ['male', 'female', 'others'] as const;
export const ageBands = ['below_40', '40_to_60', 'above_60'] as const;
export const languages = ['kannada', 'english', 'hindi', 'marathi'] as const;
export const interestRoles = ['mentor', 'teacher', 'sponsor', 'intern'] as const;

export const interestSchema = z.object({
  fullName: textInput({ error: messages.forms.fullNameRequired })
    .trim()
    .min(1, messages.forms.fullNameRequired)
    .max(120),
  gender: z.enum(genders).optional(),
  age: z.enum(ageBands).optional(),
  education: optionalText(200),
  occupation: optionalText(200),
  location: optionalText(200),
  mobile,
  email: optionalEmail,
  languages: z.array(z.enum(languages)).max(languages.length).optional().default([]),
  roles: z.array(z.enum(interestRoles)).max(interestRoles.length).optional().default([]),
  /** Which Get Involved action the form was opened from, e.g. 'Sponsor a school kit'. */
  action: optionalText(120),
  noticeVersion: noticeVersionField,
  [HONEYPOT_FIELD]: textInput().max(500).optional(),
});
export type InterestInput = z.input<typeof interestSchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  message: z.string(),
  heard_from: z.string().nullable(),
  source: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  consent: consentSummarySchema.optional(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const interestEntrySchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  gender: z.string().nullable(),
  age: z.string().nullable(),
  education: z.string(),
  occupation: z.string(),
  location: z.string(),
  mobile: z.string(),
  email: z.string(),
  languages: z.array(z.string()),
  roles: z.array(z.string()),
  action: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  consent: consentSummarySchema.optional(),
});
export type InterestEntry = z.infer<typeof interestEntrySchema>;

export const inboxUpdateSchema = z.object({ read: z.boolean() });
export const formReceivedSchema = z.object({ message: z.string() });
