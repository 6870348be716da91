import { z } from 'zod';
import { messages } from '../messages.ts';
import { textInput } from './common.ts';

export const secondFactorPaths = {
  /** The second step of a sign-in, after the password (the browser holds the step's cookie). */
  signIn: '/api/login/second-factor',
  status: '/api/account/second-factor',
  /** POST begins adding an authenticator app; DELETE (with the password) removes it. */
  app: '/api/account/second-factor/app',
  appConfirm: '/api/account/second-factor/app/confirm',
  /** POST (with the password) replaces the recovery codes with ten new ones. */
  recoveryCodes: '/api/account/second-factor/recovery-codes',
  /** An owner clears a colleague's second factor (a lost phone): they sign in with the password again. */
  reset: '/api/staff/:id/second-factor/reset',
} as const;

export const secondFactorMethods = ['totp', 'passkey', 'recovery-code'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

const say = messages.secondFactor;

/** One of the two answers: a code of the authenticator app, or a recovery code. */
export const secondFactorSignInSchema = z
  .object({
    code: textInput({ error: say.codeNeeded }).trim().max(20).optional(),
    recoveryCode: textInput({ error: say.codeNeeded }).trim().max(40).optional(),
  })
  .refine((answer) => Boolean(answer.code || answer.recoveryCode), { message: say.codeNeeded, path: ['code'] });
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

/** Shown once, then kept only as hashes. */
export const recoveryCodesSchema = z.object({ codes: z.array(z.string()) });
