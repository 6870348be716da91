/**
 * Paths of each person's own account and of the password reset by mail, without the zod schemas, so the
 * public pages (/forgot-password, /reset-password, /confirm-email) post without shipping the validation
 * library (docs/decisions/005); account.ts re-exports them. Their answers are `{ message }`
 * (guards.ts's isMessageAnswer).
 */
export const accountPaths = {
  /** GET: the signed-in person's name, address and role. */
  profile: '/api/account',
  /** PUT { name }. */
  name: '/api/account/name',
  /** POST { currentPassword, newPassword }. */
  password: '/api/account/password',
  /** POST { email, password }: mails a link to the new address. */
  email: '/api/account/email',
  /** GET: the devices signed in to this account. */
  sessions: '/api/account/sessions',
  /** DELETE: signs one device out, by its handle (base64url: safe in a path as it is). */
  session: (id: string) => `/api/account/sessions/${id}`,
  /** POST: signs out every device but this one. */
  signOutOthers: '/api/account/sessions/sign-out-others',
} as const;

export const passwordResetPaths = {
  /** POST { email }: the same answer whether or not an account uses the address. */
  request: '/api/password-reset',
  /** POST { token, password }. */
  complete: '/api/password-reset/complete',
  /** POST { token }: the link of a change of address. */
  confirmEmail: '/api/confirm-email',
} as const;

/** The pages the mailed links open. */
export const accountPages = {
  forgot: '/forgot-password',
  reset: '/reset-password',
  confirmEmail: '/confirm-email',
} as const;

/** How long a mailed link works. */
export const RESET_LINK_MINUTES = 30;
export const EMAIL_LINK_HOURS = 24;
