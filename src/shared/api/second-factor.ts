import { z } from 'zod';
import { messages } from '../messages.ts';
import { textInput } from './common.ts';
import { roles } from '../staff/roles.ts';

export { secondFactorMethods, secondFactorPaths, type SecondFactorMethod } from './second-factor-paths.ts';

const say = messages.secondFactor;

/**
 * What a browser's passkey answered (WebAuthn's JSON), checked in depth by the WebAuthn library; here only
 * its outline and size.
 */
export const passkeyAnswerSchema = z.looseObject({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(20_000) }),
  clientExtensionResults: z.looseObject({}),
});

/** One of the answers: a code of the authenticator app, a recovery code, or a passkey's signature. */
export const secondFactorSignInSchema = z
  .object({
    code: textInput({ error: say.codeNeeded }).trim().max(20).optional(),
    recoveryCode: textInput({ error: say.codeNeeded }).trim().max(40).optional(),
    passkey: passkeyAnswerSchema.optional(),
  })
  .refine((answer) => Boolean(answer.code || answer.recoveryCode || answer.passkey), {
    message: say.codeNeeded,
    path: ['code'],
  });
export type SecondFactorSignIn = z.infer<typeof secondFactorSignInSchema>;

export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

export const passkeyRegistrationSchema = z.object({
  name: textInput({ error: say.passkeyNameNeeded }).trim().min(1, say.passkeyNameNeeded).max(60),
  response: passkeyAnswerSchema,
});

/** The browser's instructions (WebAuthn's options JSON), passed to it as they are. */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });

export const secondFactorStatusSchema = z.object({
  authenticatorApp: z.boolean(),
  authenticatorAppSince: z.string().nullable(),
  passkeys: z.array(passkeySummarySchema),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** What the app is set up from: the QR code (an SVG image), or the secret typed by hand. */
export const appEnrolmentSchema = z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() });
export type AppEnrolment = z.infer<typeof appEnrolmentSchema>;

export const appConfirmSchema = z.object({
  code: textInput({ error: say.codeNeeded }).trim().min(1, say.codeNeeded).max(20),
});

export const passwordCheckSchema = z.object({
  password: textInput({ error: say.passwordNeeded }).min(1, say.passwordNeeded).max(1024),
});

/** The roles that must sign in with a second factor. */
export const requiredRolesSchema = z.object({ roles: z.array(z.enum(roles)).max(roles.length) });
export type RequiredRoles = z.infer<typeof requiredRolesSchema>;

/** Shown once, then kept only as hashes. */
export const recoveryCodesSchema = z.object({ codes: z.array(z.string()) });

/** A passkey kept; the recovery codes when it was the person's first second factor (shown once). */
export const passkeyAddedSchema = z.object({ codes: z.array(z.string()).nullable() });
