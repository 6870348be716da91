import { z } from 'zod';
import { messages } from '../messages.ts';
import { emailField } from './common.ts';
import { AUDIENCE_KEY_PATTERN } from './audience-fields.ts';
import { consentSummarySchema, noticeVersionField } from './consent.ts';
import { languages } from '../i18n/languages.ts';

export { subscriberRoles, subscriptionPaths, type SubscriberRole } from './subscription-paths.ts';

/**
 * The role a subscriber chooses: the key of an audience the form offers (parent, teacher, student on a
 * fresh install), in any case. Whether the form offers it is the server's check against the audiences
 * table; an unknown or withdrawn key gets this same message.
 */
export const subscriberRoleSchema = z
  .string({ error: messages.subscriptions.invalidInput })
  .trim()
  .toLowerCase()
  .regex(AUDIENCE_KEY_PATTERN, messages.subscriptions.invalidInput);

export const invalidLanguageMessage =
  'This form was sent in a language the site does not know. Please reload the page and send it again.';

export const subscriptionStatuses = ['active', 'pending', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const subscriptionSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** The key of the subscriber's audience. */
  role: z.string(),
  subscribed_at: z.string(),
  status: z.enum(subscriptionStatuses),
  unsubscribed_at: z.string().nullable(),
  /** The language mail reaches the subscriber in: the page they subscribed on ('en', 'kn', 'hi', 'mr'). */
  language: z.string().optional(),
  consent: consentSummarySchema.optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);

export const addSubscriptionSchema = z.object({
  email: emailField(messages.subscriptions.invalidInput),
  role: subscriberRoleSchema,
  noticeVersion: noticeVersionField,
  /** The language of the page the form was sent from; mail reaches the subscriber in it. English if absent. */
  language: z.enum(languages, { error: invalidLanguageMessage }).optional(),
});
export type AddSubscriptionInput = z.input<typeof addSubscriptionSchema>;

export const addSubscriptionResponseSchema = z.object({
  message: z.string(),
  /** True when the address must still confirm by following the link in a mail (double opt-in). */
  pendingConfirmation: z.boolean(),
});
