import { z } from 'zod';
import { messages } from '../messages.ts';
import { formatIndiaTime } from '../india-time.ts';
import { textInput } from './common.ts';
import { audienceChoiceSchema, audienceKeySchema } from './audiences.ts';
import { audienceLimits, audienceMessages } from './audience-fields.ts';
import { languages, type Language } from '../i18n/languages.ts';

export const mailPaths = {
  send: '/api/send_email',
  campaigns: '/api/campaigns',
  campaignFailures: (id: number | string) => `/api/campaigns/${id}/failures`,
  resumeCampaign: (id: number | string) => `/api/campaigns/${id}/resume`,
  /** The mail as a subscriber will receive it (HTML and plain text), before anything is sent. */
  preview: '/api/campaigns/preview',
  /** The mail sent once, to the signed-in administrator only, as a subscriber would receive it. */
  test: '/api/campaigns/test',
  /** A scheduled campaign is called off before it starts. */
  cancelCampaign: (id: number | string) => `/api/campaigns/${id}/cancel`,
  /** A scheduled campaign starts now instead of at its time. */
  sendCampaignNow: (id: number | string) => `/api/campaigns/${id}/send-now`,
} as const;

/**
 * The specification's recipient types, and `audiences`: any set of audiences, named in `audiences`.
 */
export const recipientTypes = ['single', 'parent', 'teacher', 'student', 'all', 'audiences'] as const;
export type RecipientType = (typeof recipientTypes)[number];

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_MESSAGE_MAX = 50_000;
/** How far ahead a mail may be scheduled. */
export const MAIL_SCHEDULE_MAX_DAYS = 365;

/**
 * How `message` is written: 'text' (the specification's plain text, also when `format` is left out) or
 * 'html' (the rich-text editor's HTML, cleaned by the server with the pages' allow-list).
 */
export const messageFormats = ['text', 'html'] as const;
export type MessageFormat = (typeof messageFormats)[number];
const formatField = z.enum(messageFormats).optional();

const subjectAndMessage = messages.mail.subjectAndMessageRequired;
const invalidEmail = messages.mail.invalidEmail;

/** The languages a campaign may have a version in, besides English (which every campaign has). */
export const versionLanguages = languages.filter(
  (language): language is Exclude<Language, 'en'> => language !== 'en',
);
export type VersionLanguage = (typeof versionLanguages)[number];

/** One language's version of a campaign: its own subject and message, written as the English one is. */
export const campaignVersionSchema = z.object({
  subject: textInput({ error: subjectAndMessage }).trim().min(1, subjectAndMessage).max(MAIL_SUBJECT_MAX),
  message: textInput({ error: subjectAndMessage }).trim().min(1, subjectAndMessage).max(MAIL_MESSAGE_MAX),
});
export type CampaignVersion = z.infer<typeof campaignVersionSchema>;
export type CampaignVersions = Partial<Record<VersionLanguage, CampaignVersion>>;

/**
 * The campaign in Kannada, Hindi or Marathi besides English (all optional): each subscriber gets the version
 * of their language, English otherwise. `format` applies to every version.
 */
export const campaignVersionsSchema = z
  .object({
    kn: campaignVersionSchema.optional(),
    hi: campaignVersionSchema.optional(),
    mr: campaignVersionSchema.optional(),
  })
  .strict();

export const sendEmailSchema = z
  .object({
    recipientType: z.enum(recipientTypes, { error: messages.mail.chooseRecipients }),
    email: textInput().max(254).optional(),
    /** Sent by the original client for the role types; the server picks recipients itself and ignores it. */
    emails: z.array(z.unknown()).max(100_000).optional(),
    /** With recipientType 'audiences': the keys of the audiences that receive the mail. */
    audiences: z
      .array(audienceKeySchema, { error: audienceMessages.chooseAudiences })
      .max(audienceLimits.count, audienceMessages.chooseAudiences)
      .optional(),
    subject: textInput({ error: subjectAndMessage }).trim().min(1, subjectAndMessage).max(MAIL_SUBJECT_MAX),
    message: textInput({ error: subjectAndMessage }).trim().min(1, subjectAndMessage).max(MAIL_MESSAGE_MAX),
    format: formatField,
    /** The campaign in other languages; absent: English only (a single address always gets English). */
    versions: campaignVersionsSchema.optional(),
    /** When the mail goes (an instant with its offset, e.g. India time "2026-12-01T09:00:00+05:30"); absent: now. */
    sendAt: z.iso.datetime({ offset: true, error: () => campaignMessages.sendAtInvalid }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.recipientType === 'audiences' && !value.audiences?.length) {
      ctx.addIssue({ code: 'custom', path: ['audiences'], message: audienceMessages.chooseAudiences });
    }
    if (value.recipientType !== 'single') return;
    const parsed = z.email().safeParse(value.email?.trim().toLowerCase() ?? '');
    if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['email'], message: invalidEmail });
  });
export type SendEmailInput = z.input<typeof sendEmailSchema>;

/** A mail being written, for its preview or a test send: what every reader gets. */
export const mailDraftSchema = z.object({
  subject: textInput({ error: subjectAndMessage }).trim().min(1, subjectAndMessage).max(MAIL_SUBJECT_MAX),
  message: textInput({ error: subjectAndMessage }).trim().min(1, subjectAndMessage).max(MAIL_MESSAGE_MAX),
  format: formatField,
  /** The language of the version shown: the words the server adds (the footer) are in it. English if absent. */
  language: z.enum(languages).optional(),
});
export type MailDraft = z.input<typeof mailDraftSchema>;

export const mailDraftTexts = {
  testSent: (to: string) =>
    `The test mail was sent to ${to}. Look at it in your mailbox before sending to everyone.`,
  capReached: 'Today’s mail limit is reached, so the test cannot be sent now. Please try again tomorrow.',
  sendFailed: 'The test mail could not be sent just now. Please try again in a few minutes.',
} as const;

export const mailPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type MailPreview = z.infer<typeof mailPreviewSchema>;

export const sendEmailResponseSchema = z.object({
  message: z.string(),
  campaignId: z.number().int(),
  recipients: z.number().int(),
  /** A scheduled campaign: when it goes (UTC ISO); `recipients` is then the count as it stands now. */
  sendAt: z.string().nullable().optional(),
});

/** 'scheduled': waits for its time, nobody chosen yet; 'cancelled': called off before it started. */
export const campaignStatuses = ['scheduled', 'queued', 'sending', 'paused', 'done', 'cancelled'] as const;

export const campaignSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  recipient_type: z.enum(recipientTypes),
  /** Only for a campaign to chosen audiences: the audiences it went to, named as when it was sent. */
  audiences: z.array(audienceChoiceSchema).nullable().optional(),
  /** Only for a campaign with versions in other languages: those languages ('kn', 'hi', 'mr'). */
  languages: z.array(z.enum(languages)).optional(),
  status: z.enum(campaignStatuses),
  pause_reason: z.string().nullable(),
  created_at: z.string(),
  /** When a scheduled campaign goes (UTC ISO); null for a mail sent at once. */
  send_at: z.string().nullable().optional(),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  waiting: z.number().int(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignListSchema = z.array(campaignSchema);

export const failedDeliverySchema = z.object({
  email: z.string(),
  reason: z.string().nullable(),
  updated_at: z.string(),
});
export const failedDeliveryListSchema = z.array(failedDeliverySchema);

/** Answers of the campaign endpoints that the spec does not name. */
export const campaignMessages = {
  notFound: 'Campaign not found.',
  /** A single-recipient mail to someone who unsubscribed is refused rather than queued and skipped. */
  recipientUnsubscribed: 'This address has unsubscribed and no longer receives mail from us.',
  sendAtInvalid: 'Please choose a date and a time for sending.',
  sendAtPast: 'That time has already passed. Please choose a later time.',
  sendAtTooFar: `Please choose a time within ${MAIL_SCHEDULE_MAX_DAYS} days from now.`,
  /** The answer to a mail sent later. */
  scheduled: (sendAt: string) => `The mail is scheduled for ${formatIndiaTime(sendAt)} (India time).`,
  notScheduled: 'This campaign is no longer waiting for its time: it has started or was cancelled.',
} as const;

/** POST /api/campaigns/:id/resume answers with the campaign as it now stands. */
export const resumeCampaignResponseSchema = campaignSchema;
