import { randomBytes } from 'node:crypto';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { escapeHtml } from '#shared/escape-html';
import { formatIndiaTime } from '#shared/india-time';
import { INVITATION_PAGE } from '#shared/api/staff';
import { roleTexts, type Role } from '#shared/staff/roles';
import { buttonHtml, renderMail, senderDomain, type MailSender } from '#server/features/mail/mail.service';

/** Where mail comes from and where its links point. */
export interface MailSettings {
  mailFrom: string;
  publicUrl: string;
}

export interface InvitationToMail {
  email: string;
  /** The name the inviter gave, '' when none. */
  name: string;
  role: Role;
  token: string;
  expiresAt: string;
  inviter: { name: string; email: string };
}

/** The link of the invitation page: the token travels only in this mail. */
export function invitationUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${INVITATION_PAGE}?token=${encodeURIComponent(token)}`;
}

const paragraph = (text: string) => `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>`;

/**
 * A friendly invitation: who invites, to which role and what it lets the person do, the link to set their
 * own password, and until when it works, in India's time.
 */
export function composeInvitationMail(
  settings: MailSettings,
  sender: MailSender,
  invitation: InvitationToMail,
): Mail.Options {
  const role = roleTexts[invitation.role];
  const inviter = invitation.inviter.name
    ? `${invitation.inviter.name} (${invitation.inviter.email})`
    : invitation.inviter.email;
  const url = invitationUrl(settings.publicUrl, invitation.token);
  const subject = `You are invited to the ${sender.name} dashboard`;
  const greeting = invitation.name ? `Dear ${invitation.name},` : 'Hello,';
  const opening = `${inviter} invites you to help run the ${sender.name} website as ${role.label}.`;
  const meaning = `As ${role.label} you can work on: ${role.description}`;
  const how = 'Open the link below, give your name and choose your own password. Then you are signed in.';
  const until = `The link works once, until ${formatIndiaTime(invitation.expiresAt)} (India time).`;
  const notYou = `If you did not expect this invitation, you can ignore this mail; nothing happens without you.`;
  const label = 'Accept the invitation';
  const text = [greeting, opening, meaning, how, `${label}:\n${url}`, until, notYou].join('\n\n');
  const html = [
    paragraph(greeting),
    paragraph(opening),
    paragraph(meaning),
    paragraph(how),
    buttonHtml(url, label),
    paragraph(`If the button does not work, open this link: ${url}`),
    paragraph(until),
    paragraph(notYou),
  ].join('\n');
  return {
    from: settings.mailFrom,
    to: invitation.email,
    subject,
    date: new Date(),
    messageId: `<staff-invite.${randomBytes(8).toString('hex')}@${senderDomain(settings.mailFrom)}>`,
    ...renderMail({
      sender,
      title: subject,
      contentText: text,
      contentHtml: html,
      footerNote: `You receive this mail because someone on the ${sender.name} team invited this address to the dashboard.`,
    }),
  };
}
