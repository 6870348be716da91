import { randomBytes } from 'node:crypto';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { escapeHtml } from '#shared/escape-html';
import { accountPages, EMAIL_LINK_HOURS, RESET_LINK_MINUTES } from '#shared/api/account-paths';
import { buttonHtml, renderMail, senderDomain, type MailSender } from '#server/features/mail/mail.service';

/** Where the mails come from and where their links lead (MAIL_FROM, PUBLIC_URL). */
export interface MailSettings {
  mailFrom: string;
  publicUrl: string;
}

const FOOTER = (sender: MailSender) =>
  `You receive this mail because this address belongs to an account of the ${sender.name} dashboard.`;

const paragraph = (text: string) => `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>`;

function compose(
  settings: MailSettings,
  sender: MailSender,
  to: string,
  content: { kind: string; subject: string; paragraphs: string[]; link?: { url: string; label: string } },
): Mail.Options {
  const [first = '', ...rest] = content.paragraphs;
  const linkText = content.link ? `\n\n${content.link.label}:\n${content.link.url}` : '';
  const rendered = renderMail({
    sender,
    title: content.subject,
    contentText: `${first}${linkText}\n\n${rest.join('\n\n')}`,
    contentHtml: `${paragraph(first)}${content.link ? buttonHtml(content.link.url, content.link.label) : ''}${rest.map(paragraph).join('')}`,
    footerNote: FOOTER(sender),
  });
  return {
    from: settings.mailFrom,
    to,
    subject: content.subject,
    date: new Date(),
    messageId: `<account-${content.kind}.${randomBytes(8).toString('hex')}@${senderDomain(settings.mailFrom)}>`,
    ...rendered,
  };
}

const pageUrl = (settings: MailSettings, page: string, token: string) =>
  `${settings.publicUrl.replace(/\/+$/, '')}${page}?token=${encodeURIComponent(token)}`;

/** "Forgot your password?": the single-use link to choose a new one. */
export function composeResetMail(
  settings: MailSettings,
  sender: MailSender,
  to: string,
  token: string,
): Mail.Options {
  return compose(settings, sender, to, {
    kind: 'reset',
    subject: `Choose a new password for the ${sender.name} dashboard`,
    paragraphs: [
      'Someone, hopefully you, asked for a new password for your account on the dashboard.',
      `The link works once, for ${RESET_LINK_MINUTES} minutes. Choosing a new password signs your account out on every device.`,
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
    link: { url: pageUrl(settings, accountPages.reset, token), label: 'Choose a new password' },
  });
}

/** A change of address: the link, sent to the new address, that makes the change. */
export function composeEmailConfirmMail(
  settings: MailSettings,
  sender: MailSender,
  to: string,
  token: string,
): Mail.Options {
  return compose(settings, sender, to, {
    kind: 'email',
    subject: `Confirm your new e-mail address for the ${sender.name} dashboard`,
    paragraphs: [
      'Someone, hopefully you, asked to use this address to sign in to the dashboard.',
      `The link works once, for ${EMAIL_LINK_HOURS} hours. Until it is opened, the account keeps its old address.`,
      'If it was not you, ignore this mail: nothing changes.',
    ],
    link: { url: pageUrl(settings, accountPages.confirmEmail, token), label: 'Use this address' },
  });
}

/** A change of address: the word to the old address that a change was asked, so a stranger's is noticed. */
export function composeEmailChangeNotice(
  settings: MailSettings,
  sender: MailSender,
  to: string,
  newEmail: string,
): Mail.Options {
  return compose(settings, sender, to, {
    kind: 'email-notice',
    subject: `A change of your e-mail address for the ${sender.name} dashboard`,
    paragraphs: [
      `Someone signed in to your account asked to change its e-mail address to ${newEmail}. The change happens only when the link we sent to that address is opened.`,
      'If it was not you, sign in, change your password and sign out your other devices, or ask an owner of the dashboard for help.',
    ],
  });
}
