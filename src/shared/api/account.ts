import { z } from 'zod';
import { messages } from '../messages.ts';
import { emailField, requiredText, textInput } from './common.ts';
import { PASSWORD_MIN_LENGTH } from './auth.ts';
import { roles } from '../staff/roles.ts';

export * from './account-paths.ts';

const say = messages.account;

/** A person's name as the dashboard shows it to their team. */
export const NAME_MAX_LENGTH = 100;
/** Longer than any passphrase; bounds the work of hashing one. */
export const PASSWORD_MAX_LENGTH = 1024;

/** A new password: at least PASSWORD_MIN_LENGTH characters (as on the command line). */
export const newPasswordField = textInput({ error: say.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, say.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters.`);

/** A password typed to prove who you are: only needs to be there. */
const givenPassword = textInput({ error: say.passwordRequired })
  .min(1, say.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters.`);

/** A mailed link's token: 32 random bytes, base64url (43 characters); anything else is no link of ours. */
const tokenField = z
  .string({ error: say.resetLinkInvalid })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, say.resetLinkInvalid);

export const profileSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  /** The new address a confirmation link was sent to and not yet opened, if any. */
  pendingEmail: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const nameSchema = z.object({ name: requiredText(NAME_MAX_LENGTH, say.nameRequired) });

/** Named so the activity log knows them for passwords and never shows them (features/audit). */
export const passwordChangeSchema = z.object({
  currentPassword: givenPassword,
  newPassword: newPasswordField,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const emailChangeSchema = z.object({
  email: emailField(messages.forms.invalidEmail),
  password: givenPassword,
});
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

/** One signed-in device, as its person sees it. */
export const deviceSchema = z.object({
  /** An opaque handle: enough to sign it out, never the session's key. */
  id: z.string(),
  /** Browser and system in plain words ("Chrome on Android"). */
  browser: z.string(),
  /** The address it signed in from (null when unknown); there is no place database (docs/staff.md). */
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;
export const deviceListSchema = z.array(deviceSchema);

export const sessionParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

export const signedOutSchema = z.object({ message: z.string(), count: z.number().int() });

export const resetRequestSchema = z.object({ email: emailField(messages.forms.invalidEmail) });

export const resetCompleteSchema = z.object({ token: tokenField, password: newPasswordField });

export const confirmEmailSchema = z.object({
  token: z.string({ error: say.emailLinkInvalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, say.emailLinkInvalid),
});
