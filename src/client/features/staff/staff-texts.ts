import { INVITATION_DAYS } from '#shared/api/staff';

/** Every text of the Staff panel and the invitation page, in plain words for the people who run the site. */
export const staffTexts = {
  intro:
    'The people who can sign in to this dashboard. Each one’s role decides what they can see and change. Only owners see this page.',
  loading: 'Loading the staff list...',
  loadFailed: 'The staff list could not be loaded. Please try again.',
  changeFailed: 'The change could not be made. Please try again.',
  peopleHeading: 'People with an account',
  peopleLabel: 'People who can sign in to the dashboard',
  invitationsHeading: 'Invitations not yet accepted',
  invitationsLabel: 'Invitations not yet accepted',
  noInvitations: 'No invitation is waiting to be accepted.',

  you: 'You',
  active: 'Can sign in',
  suspended: 'Suspended',
  lastSeen: (when: string) => `Last active ${when}`,
  notSignedIn: 'Not signed in anywhere',
  since: (when: string) => `Account since ${when}`,

  inviteButton: 'Invite a colleague',
  inviteHeading: 'Invite a colleague',
  emailLabel: 'Their e-mail address',
  nameLabel: 'Their name (optional)',
  nameHint: 'They can change it when they accept.',
  roleLegend: 'Role',
  willSend: (email: string) =>
    `We will send an invitation to ${email}. The link works for ${INVITATION_DAYS} days.`,
  willSendNoAddress: `We will send an invitation to the address above. The link works for ${INVITATION_DAYS} days.`,
  send: 'Send invitation',
  sending: 'Sending...',
  cancel: 'Cancel',

  changeRole: 'Change role',
  changeRoleOf: (name: string) => `Change the role of ${name}`,
  newRoleOf: (name: string) => `New role for ${name}`,
  saveRole: 'Save role',
  confirmRole: (name: string, from: string, to: string, description: string, isYou: boolean) =>
    `Change the role of ${name} from ${from} to ${to}? From now on they can work on: ${description}${
      isYou && to !== 'Owner' ? ' You will no longer see this Staff page.' : ''
    }`,

  suspend: 'Suspend',
  suspendWho: (name: string) => `Suspend ${name}`,
  confirmSuspend: (name: string) =>
    `Suspend ${name}? They are signed out on every device at once and cannot sign in until an owner restores them. Their account and role are kept.`,
  restore: 'Restore',
  restoreWho: (name: string) => `Restore ${name}`,
  confirmRestore: (name: string, role: string) =>
    `Restore ${name}? They can sign in again with their own password, as ${role}.`,
  signOut: 'Sign out everywhere',
  signOutWho: (name: string) => `Sign ${name} out everywhere`,
  confirmSignOut: (name: string) =>
    `Sign ${name} out on every device now? Their account stays as it is; they can sign in again with their password.`,
  remove: 'Remove',
  removeWho: (name: string) => `Remove ${name}`,
  confirmRemove: (name: string, email: string) =>
    `Remove ${name} (${email}) from the staff? Their account is deleted and they are signed out at once. What they did stays in the records. To let them in again later, send a new invitation.`,

  invitedAs: (role: string) => `Invited as ${role}`,
  invitedBy: (who: string) => `by ${who}`,
  worksUntil: (when: string) => `Link works until ${when}`,
  expiredOn: (when: string) => `Link expired on ${when}`,
  resend: 'Send again',
  resendTo: (email: string) => `Send the invitation to ${email} again`,
  confirmResend: (email: string) =>
    `Send a new invitation to ${email}? The earlier link stops working; the new one works for ${INVITATION_DAYS} days.`,
  withdraw: 'Withdraw',
  withdrawTo: (email: string) => `Withdraw the invitation to ${email}`,
  confirmWithdraw: (email: string) =>
    `Withdraw the invitation to ${email}? Its link stops working at once. You can invite them again later.`,

  /** The invitation page. */
  pageTitle: 'Join the dashboard',
  checking: 'Checking your invitation...',
  invitedYou: (who: string, role: string) => `${who} invited you to the dashboard as ${role}.`,
  invitedYouNoOne: (role: string) => `You are invited to the dashboard as ${role}.`,
  roleMeans: (role: string) => `As ${role} you can work on:`,
  accountFor: (email: string) => `Your account will be ${email}. You sign in with this address.`,
  linkUntil: (when: string) => `This link works until ${when}.`,
  yourName: 'Your name',
  yourNameHint: 'As your colleagues know you.',
  password: 'Choose a password',
  passwordHint: (min: number) => `At least ${min} characters. A few words you can remember work well.`,
  passwordAgain: 'The same password again',
  passwordsDiffer: 'The two passwords are not the same.',
  accept: 'Create my account',
  accepting: 'Creating your account...',
  acceptedGoing: 'Your account is ready. Opening the dashboard...',
  linkProblemHeading: 'This invitation does not work',
  goToLogin: 'Go to the sign-in page',
  loadLinkFailed: 'The invitation could not be checked just now. Please reload this page in a moment.',
} as const;
