import { PASSWORD_MIN_LENGTH } from '#shared/api/auth';
import { EMAIL_LINK_HOURS, RESET_LINK_MINUTES } from '#shared/api/account-paths';

/** The words of the pages the account mails lead to, and of "Forgot your password?". */
export const linkPagesTexts = {
  forgotTitle: 'Forgot your password?',
  forgotLead: `Enter the e-mail address you sign in with. If it belongs to an account, we send it a link to choose a new password. The link works once, for ${RESET_LINK_MINUTES} minutes.`,
  emailLabel: 'Email',
  send: 'Send me a link',
  sending: 'Sending…',
  sendFailed: 'The request could not be sent. Please try again.',
  noMailbox:
    'No access to that mailbox any more? Ask an owner of the dashboard to help, or the person who looks after the website’s server: they can set a new password there with npm run admin -- set-password followed by your address.',
  backToLogin: 'Back to login',

  resetTitle: 'Choose a new password',
  resetLead: `At least ${PASSWORD_MIN_LENGTH} characters. Choosing it signs your account out on every device.`,
  newPasswordLabel: 'New password',
  againLabel: 'New password again',
  save: 'Save the new password',
  saving: 'Saving…',
  saveFailed: 'The new password could not be saved. Please try again.',
  noToken: 'This page needs the whole link from the mail. Open the link in the mail again.',
  askAgain: 'Ask for a new link',

  confirmTitle: 'Confirm your new e-mail address',
  confirmLead: `Open this page from the link we mailed to your new address. The link works once, for ${EMAIL_LINK_HOURS} hours.`,
  confirm: 'Use my new address',
  confirming: 'Confirming…',
  confirmFailed: 'The address could not be confirmed. Please try again.',
  goToLogin: 'Go to login',
} as const;
