/** Zod-free, so the login page's answer check can name the methods (decision 005). */
export const secondFactorPaths = {
  /** The second step of a sign-in, after the password (the browser holds the step's cookie). */
  signIn: '/api/login/second-factor',
  status: '/api/account/second-factor',
  /** POST begins adding an authenticator app; DELETE (with the password) removes it. */
  app: '/api/account/second-factor/app',
  appConfirm: '/api/account/second-factor/app/confirm',
  /** POST: the browser's instructions to make a passkey; then POST the result to `passkeys`. */
  passkeyOptions: '/api/account/second-factor/passkeys/options',
  passkeys: '/api/account/second-factor/passkeys',
  /** DELETE (with the password) removes one passkey. */
  passkey: '/api/account/second-factor/passkeys/:id',
  /** POST, during a sign-in's second step: the browser's instructions to sign in with a passkey. */
  signInPasskeyOptions: '/api/login/second-factor/passkey-options',
  /** POST (with the password) replaces the recovery codes with ten new ones. */
  recoveryCodes: '/api/account/second-factor/recovery-codes',
  /** GET/PUT the roles that must sign in with a second factor (an owner's security setting). */
  required: '/api/security-settings/second-factor',
  /** An owner clears a colleague's second factor (a lost phone): they sign in with the password again. */
  reset: '/api/staff/:id/second-factor/reset',
} as const;

export const secondFactorMethods = ['totp', 'passkey', 'recovery-code'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];
