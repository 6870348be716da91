import { PASSWORD_MIN_LENGTH } from '#shared/api/auth';

/** The words of the two account panels (Your account → Name, e-mail and password; Signed-in devices). */
export const accountTexts = {
  loading: 'Loading your account…',
  loadFailed: 'Your account could not be loaded.',
  nameTitle: 'Your name',
  nameLabel: 'Name',
  nameHint: 'Shown to your team in the dashboard and in the activity log.',
  saveName: 'Save name',
  savingName: 'Saving…',
  nameFailed: 'Your name could not be saved. Please try again.',

  emailTitle: 'Your e-mail address',
  emailNow: (email: string) => `You sign in with ${email}.`,
  emailPending: (email: string) =>
    `We sent a link to ${email}. Your address changes when you open it. Asking again with another address replaces that link.`,
  newEmailLabel: 'New e-mail address',
  emailHint: 'We send a link to the new address. Your address changes only when you open it.',
  passwordForEmailLabel: 'Your password',
  passwordForEmailHint: 'To make sure it is you.',
  sendLink: 'Send the link',
  sendingLink: 'Sending…',
  confirmEmail: (email: string) =>
    `We will send a link to ${email}. Your address changes when you open it. Send the link?`,
  emailFailed: 'The link could not be sent. Please try again.',

  passwordTitle: 'Change your password',
  passwordIntro: `At least ${PASSWORD_MIN_LENGTH} characters. Changing it signs out your other devices; this one stays signed in.`,
  currentPasswordLabel: 'Current password',
  newPasswordLabel: 'New password',
  repeatPasswordLabel: 'New password again',
  changePassword: 'Change password',
  confirmPassword: 'Change your password? Your other devices will be signed out; this one stays signed in.',
  changingPassword: 'Changing…',
  passwordFailed: 'Your password could not be changed. Please try again.',

  devicesIntro:
    'Every browser signed in to your account. The address is the internet address it signed in from; we do not look up places from it. If you do not recognise a device, sign it out and change your password.',
  devicesLoading: 'Loading your devices…',
  devicesLoadFailed: 'Your devices could not be loaded.',
  devicesLabel: 'Signed-in devices',
  thisDevice: 'This device',
  address: (ip: string | null) => (ip ? `Address ${ip}` : 'Address unknown'),
  signedInAt: (when: string) => `Signed in ${when}`,
  lastSeen: (when: string) => `Last active ${when}`,
  signOut: 'Sign out',
  signOutNamed: (browser: string) => `Sign out ${browser}`,
  confirmSignOut: (browser: string) =>
    `Sign out ${browser}? Whoever uses it must sign in again with your password.`,
  signOutOthers: 'Sign out all other devices',
  confirmSignOutOthers: (count: number) =>
    `Sign out ${count === 1 ? 'the 1 other device' : `all ${count} other devices`}? This device stays signed in.`,
  noOthers: 'No other device is signed in.',
  signOutFailed: 'The device could not be signed out. Please try again.',
} as const;
