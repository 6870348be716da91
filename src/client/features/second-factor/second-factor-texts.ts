import { RECOVERY_CODE_COUNT_SHOWN } from './recovery-code-count.ts';

/** The words of the Two-step sign-in panel. */
export const twoStepTexts = {
  intro:
    'With two-step sign-in, your password alone no longer opens the dashboard: you also type a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 2FAS). Someone who learns your password still cannot sign in.',
  loading: 'Loading your two-step sign-in...',
  loadFailed: 'Your two-step sign-in could not be loaded. Please try again.',
  off: 'Two-step sign-in is off: your password alone signs you in.',
  on: (since: string) => `Two-step sign-in is on, with an authenticator app since ${since}.`,
  onWithPasskeys: 'Two-step sign-in is on, with a passkey.',
  appHeading: 'Authenticator app',
  codesLeft: (left: number) => (left === 1 ? '1 recovery code is left.' : `${left} recovery codes are left.`),
  start: 'Set up an authenticator app',
  starting: 'Preparing...',
  scanHeading: 'Step 1: add this site to your authenticator app',
  scan: 'Open the app on your phone, choose to add an account, and scan this QR code.',
  qrAlt: 'QR code to add this dashboard to an authenticator app',
  typeInstead: 'Cannot scan it? Type this key in the app instead:',
  confirmHeading: 'Step 2: type the code the app now shows',
  code: 'Code from the app',
  codeHint: 'Six digits. A new one appears every 30 seconds.',
  confirm: 'Turn on two-step sign-in',
  confirming: 'Checking...',
  cancel: 'Cancel',
  codesHeading: 'Your recovery codes',
  codesIntro: `If you lose your phone, each of these ${RECOVERY_CODE_COUNT_SHOWN} codes signs you in once instead of the app. Keep them somewhere safe and private (printed, or in a password manager). They are shown only now.`,
  download: 'Download the codes as a text file',
  kept: 'I have kept my codes',
  newCodes: 'Make new recovery codes',
  newCodesQuestion:
    'New recovery codes replace all the old ones, which stop working. Type your password to go on.',
  remove: 'Remove the authenticator app',
  removeQuestion:
    'Removing the authenticator app means its codes no longer sign you in; without a passkey, your password alone will (and the recovery codes go too). Type your password to go on.',
  password: 'Your password',
  goOn: 'Go on',
  working: 'Working...',
  enabled: 'Two-step sign-in is on. From now on, sign-in asks for a code from the app.',
  codesFile: (site: string) =>
    `Recovery codes for ${site}\nEach code signs you in once instead of the authenticator app.\n\n`,
  passkeysHeading: 'Passkeys',
  passkeysIntro:
    'A passkey lets this phone or computer (its fingerprint, face or screen lock) or a security key stand in for the code. Add one on each device you sign in from.',
  noPasskeys: 'No passkey yet.',
  passkeyName: 'Name of the passkey',
  passkeyNameHint: 'So you can tell them apart later, e.g. "My phone" or "Office laptop".',
  addPasskey: 'Add a passkey',
  addingPasskey: 'Waiting for your device...',
  passkeyAdded: 'The passkey is added. Sign-in can now use it instead of a code.',
  passkeyCancelled:
    'No passkey was made (the browser’s window was closed, or this device cannot make one). Try again or use the app.',
  passkeyLine: (name: string, added: string, used: string | null) =>
    `${name}: added ${added}${used ? `, last used ${used}` : ', not used yet'}`,
  removePasskey: (name: string) => `Remove ${name}`,
  removePasskeyQuestion: (name: string) =>
    `Removing the passkey “${name}” means it can no longer sign you in. Type your password to go on.`,
  requiredHeading: 'Who must use two-step sign-in',
  requiredLegend: 'Roles that must use it',
  requiredIntro:
    'People with a role ticked here must set up an authenticator app or a passkey before they can use anything else in the dashboard. Owners and Finance are ticked at first: they can change the site and see donors’ identity numbers.',
  requiredSave: 'Save who must use it',
  requiredSaving: 'Saving...',
  requiredSaved:
    'Saved. Those who must use two-step sign-in are asked to set it up when they next open the dashboard.',
  requiredLoadFailed: 'Who must use two-step sign-in could not be loaded. Please try again.',
  clear: 'Clear two-step sign-in',
  clearWho: (name: string) => `Clear the two-step sign-in of ${name}`,
  confirmClear: (name: string) =>
    `Clear the two-step sign-in of ${name}? Their authenticator app, passkeys and recovery codes stop working, and their password alone signs them in until they set up a new one. Do this only when they have lost their phone and codes, and you know it is really them asking.`,
  required:
    'Your role needs two-step sign-in. Set up an authenticator app now: the rest of the dashboard opens once it is on.',
} as const;
