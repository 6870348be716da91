import { z } from 'zod';
import { messages } from '../messages.ts';
import { roles } from '../staff/roles.ts';
import { PASSWORD_MIN_LENGTH } from './auth.ts';
import { emailField, textInput } from './common.ts';

/**
 * The owner's Staff panel (permission 'staff') and the public invitation page (docs/staff.md). An invitation
 * is known to the dashboard by its id; the link's token itself is only ever in the mail.
 */
export const staffPaths = {
  list: '/api/staff',
  invitations: '/api/staff/invitations',
  invitation: (id: string) => `/api/staff/invitations/${id}`,
  resendInvitation: (id: string) => `/api/staff/invitations/${id}/resend`,
  person: (id: number | string) => `/api/staff/${id}`,
  role: (id: number | string) => `/api/staff/${id}/role`,
  status: (id: number | string) => `/api/staff/${id}/status`,
  signOut: (id: number | string) => `/api/staff/${id}/sign-out`,
  /** Public: what an invitation is (GET ?token=), and its acceptance (POST). */
  publicInvitation: '/api/invitation',
  acceptInvitation: '/api/invitation/accept',
} as const;

/** The page the invitation mail links to, with `?token=`. */
export const INVITATION_PAGE = '/invitation';
/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
export const staffLimits = { name: 100 } as const;

/** Every answer and refusal of the staff routes, in plain words; the dashboard and the page show them as they are. */
export const staffMessages = {
  roleRequired: 'Please choose a role.',
  nameTooLong: `A name can be at most ${staffLimits.name} characters.`,
  alreadyStaff: 'This address already belongs to someone on the staff list.',
  personNotFound: 'This person is no longer on the staff list. The list has been refreshed.',
  invitationNotFound:
    'This invitation no longer exists: it was accepted or withdrawn. The list has been refreshed.',
  lastOwner: 'The dashboard must always keep at least one active owner. Make someone else an owner first.',
  notYourselfSuspend: 'You cannot suspend your own account. Another owner can do it.',
  notYourselfRemove: 'You cannot remove your own account. Another owner can do it.',
  notYourselfSignOut:
    'To sign yourself out on your other devices, open Your account, then Signed-in devices.',
  mailUnavailable:
    'The invitation could not be sent just now, so nothing was changed. Please try again in a few minutes.',
  dailyCapReached:
    'Today’s limit of mails is reached, so the invitation was not sent. Please try again tomorrow.',
  invited: (email: string) => `Invitation sent to ${email}. The link works for ${INVITATION_DAYS} days.`,
  resent: (email: string) =>
    `A new invitation was sent to ${email}. The earlier link no longer works; the new one works for ${INVITATION_DAYS} days.`,
  withdrawn: (email: string) => `The invitation to ${email} is withdrawn. Its link no longer works.`,
  roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
  suspended: (name: string) => `${name} is suspended and signed out everywhere.`,
  restored: (name: string) => `${name} can sign in again.`,
  removed: (name: string) => `${name} is removed from the staff list.`,
  signedOut: (name: string, count: number) =>
    count === 0
      ? `${name} was not signed in anywhere.`
      : `${name} is signed out on ${count === 1 ? '1 device' : `${count} devices`}.`,

  /** The invitation page. */
  linkUnknown:
    'This invitation link is not complete. Open it again from the mail, or ask the person who invited you to send a new invitation.',
  linkUsed:
    'This invitation has already been used. If it was you, sign in with your e-mail address and password. Otherwise ask the person who invited you to send a new invitation.',
  linkExpired: `This invitation is more than ${INVITATION_DAYS} days old and no longer works. Ask the person who invited you to send a new invitation.`,
  accountExists:
    'An account with this e-mail address already exists. Sign in with it, or ask an owner for help.',
  yourNameRequired: 'Please enter your name.',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: 'The password can be at most 1024 characters.',
  accepted: 'Welcome! Your account is ready and you are signed in.',
} as const;

const role = z.enum(roles, { error: staffMessages.roleRequired });
const personName = textInput().trim().max(staffLimits.name, staffMessages.nameTooLong);

export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  status: z.enum(['active', 'suspended']),
  createdAt: z.string(),
  /** When any of their sessions was last used; null when they are signed in nowhere. */
  lastSeenAt: z.string().nullable(),
  /** The signed-in owner themself. */
  isYou: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  /** The inviter's name (or address when they have no name); null when their account is gone. */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Past its 7 days: it can be sent again or withdrawn, not accepted. */
  expired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const staffListSchema = z.object({
  people: z.array(staffMemberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

export const inviteSchema = z.object({
  email: emailField(messages.forms.invalidEmail),
  role,
  name: personName.optional().default(''),
});
export type InviteInput = z.input<typeof inviteSchema>;

export const inviteResponseSchema = z.object({
  message: z.string(),
  invitation: pendingInvitationSchema,
});

export const invitationParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, staffMessages.invitationNotFound)
    .max(43),
});

export const changeRoleSchema = z.object({ role });
export const changeStatusSchema = z.object({
  status: z.enum(['active', 'suspended'], { error: staffMessages.personNotFound }),
});

/** The public invitation page's question: what is this link? */
export const invitationQuerySchema = z.object({
  token: textInput({ error: staffMessages.linkUnknown }).min(1, staffMessages.linkUnknown).max(200),
});

export const invitationDetailsSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  roleLabel: z.string(),
  roleDescription: z.string(),
  invitedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  expiresAt: z.string(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

export const acceptInvitationSchema = z.object({
  token: invitationQuerySchema.shape.token,
  name: textInput({ error: staffMessages.yourNameRequired })
    .trim()
    .min(1, staffMessages.yourNameRequired)
    .max(staffLimits.name, staffMessages.nameTooLong),
  password: textInput({ error: staffMessages.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, staffMessages.passwordTooShort)
    .max(1024, staffMessages.passwordTooLong),
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

export const acceptInvitationResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
});
