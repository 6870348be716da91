import { z } from 'zod';
import { messages } from '../messages.ts';
import { textInput } from './common.ts';
import { roles } from '../staff/roles.ts';

export { secondFactorMethods, secondFactorPaths, type SecondFactorMethod } from './second-factor-paths.ts';

const say = messages.secondFactor;

/** One of the two answers: a code of the authenticator app, or a recovery code. */
export const secondFactorSignInSchema = z
  .object({
    code: textInput({ error: say.codeNeeded }).trim().max(20).optional(),
    recoveryCode: textInput({ error: say.codeNeeded }).trim().max(40).optional(),
  })
  .refine((answer) => Boolean(answer.code || answer.recoveryCode), {
    message: say.codeNeeded,
    path: ['code'],
  });
export type SecondFactorSignIn = z.infer<typeof secondFactorSignInSchema>;

export const secondFactorStatusSchema = z.object({
  authenticatorApp: z.boolean(),
  authenticatorAppSince: z.string().nullable(),
  passkeys: z.number().int(),
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
