import { z } from 'zod';
import { messages } from '../messages.ts';
import { textInput } from './common.ts';
import { permissions, roles } from '../staff/roles.ts';
import { secondFactorMethods } from './second-factor-paths.ts';

export const authPaths = {
  login: '/api/login',
  logout: '/api/logout',
  session: '/api/session',
} as const;

export const loginSchema = z.object({
  email: textInput({ error: messages.auth.bothFieldsRequired })
    .trim()
    .toLowerCase()
    .min(1, messages.auth.bothFieldsRequired)
    .max(254),
  password: textInput({ error: messages.auth.bothFieldsRequired })
    .min(1, messages.auth.bothFieldsRequired)
    .max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Who is signed in and what their role opens (shared/staff/roles.ts). */
export const sessionSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  permissions: z.array(z.enum(permissions)),
  /** The role must use a second factor and none is set up: the dashboard opens only Two-step sign-in. */
  secondFactorRequired: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * A sign-in's answer. With `secondFactor` the password was right but the person is not signed in yet: the
 * list says which second steps they can use (POST /api/login/second-factor).
 */
export const loginResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  secondFactor: z.array(z.enum(secondFactorMethods)).optional(),
});

/** Keys of the browser storage values the spec names (section 3). */
export const storageKeys = { authenticated: 'isAuthenticated', email: 'userEmail' } as const;

export const PASSWORD_MIN_LENGTH = 12;
