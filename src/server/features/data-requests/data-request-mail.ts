import { randomBytes } from 'node:crypto';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { escapeHtml } from '#shared/escape-html';
import { formatIndiaDate } from '#shared/india-time';
import { dataRequestKindLabels, dataRequestPages } from '#shared/api/data-request-fields';
import {
  DATA_EXPORT_LINK_DAYS,
  DATA_REQUEST_LINK_HOURS,
  type DataRequestKind,
} from '#shared/privacy/data-requests';
import { buttonHtml, renderMail, senderDomain, type MailSender } from '#server/features/mail/mail.service';

/** Where the mails come from and where their links lead (MAIL_FROM, PUBLIC_URL). */
export interface MailSettings {
  mailFrom: string;
  publicUrl: string;
}

const paragraph = (text: string) => `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>`;

interface Content {
  kind: string;
  subject: string;
  paragraphs: string[];
  links?: { url: string; label: string }[];
}

function compose(settings: MailSettings, sender: MailSender, to: string, content: Content): Mail.Options {
  const [first = '', ...rest] = content.paragraphs;
  const links = content.links ?? [];
  const linkText = links.map((link) => `\n\n${link.label}:\n${link.url}`).join('');
  const rendered = renderMail({
    sender,
    title: content.subject,
    contentText: `${first}${linkText}\n\n${rest.join('\n\n')}`,
    contentHtml: `${paragraph(first)}${links.map((link) => buttonHtml(link.url, link.label)).join('')}${rest.map(paragraph).join('')}`,
    footerNote: `You receive this mail because this address was given on the "Your data" page of ${sender.name}.`,
  });
  return {
    from: settings.mailFrom,
    to,
    subject: content.subject,
    date: new Date(),
    messageId: `<data-request-${content.kind}.${randomBytes(8).toString('hex')}@${senderDomain(settings.mailFrom)}>`,
    ...rendered,
  };
}

const pageUrl = (settings: MailSettings, page: string, query: string) =>
  `${settings.publicUrl.replace(/\/+$/, '')}${page}?${query}`;

const asked = (kind: DataRequestKind) => `"${dataRequestKindLabels[kind]}"`;

/** The single-use link that confirms the request came from the address's owner. */
export function composeConfirmMail(
  settings: MailSettings,
  sender: MailSender,
  to: string,
  request: { kind: DataRequestKind; token: string },
): Mail.Options {
  return compose(settings, sender, to, {
    kind: 'confirm',
    subject: `Confirm your request about your data at ${sender.name}`,
    paragraphs: [
      `Someone, hopefully you, asked ${sender.name} with this address: ${asked(request.kind)}. Please confirm it was you.`,
      `The link works once, for ${DATA_REQUEST_LINK_HOURS} hours.`,
      'If it was not you, ignore this mail: nothing happens.',
    ],
    links: [
      {
        url: pageUrl(settings, dataRequestPages.confirm, `token=${encodeURIComponent(request.token)}`),
        label: 'Confirm my request',
      },
    ],
  });
}

/** A request to see: the link to the file of everything kept on the address. */
export function composeExportMail(
  settings: MailSettings,
  sender: MailSender,
  to: string,
  token: string,
): Mail.Options {
  const link = (format: string) =>
    pageUrl(settings, dataRequestPages.download, `token=${encodeURIComponent(token)}&format=${format}`);
  return compose(settings, sender, to, {
    kind: 'export',
    subject: `The data ${sender.name} keeps about you`,
    paragraphs: [
      `Here is everything ${sender.name} keeps about this address: open it as a page to read it, or download it as a file (JSON) to keep.`,
      `The links work for ${DATA_EXPORT_LINK_DAYS} days; then the file is removed. Identity numbers (PAN or Aadhaar) show only their last four characters, because this mail could be read by others on its way.`,
      'Anything wrong? Ask on the "Your data" page to correct it, or to erase what is not kept by law.',
    ],
    links: [
      { url: link('html'), label: 'Read my data' },
      { url: link('json'), label: 'Download my data (JSON)' },
    ],
  });
}

/** A request to correct or erase, confirmed: when the answer will come by at the latest. */
export function composeReceivedMail(
  settings: MailSettings,
  sender: MailSender,
  to: string,
  request: { kind: DataRequestKind; dueAt: string },
): Mail.Options {
  return compose(settings, sender, to, {
    kind: 'received',
    subject: `We have your request about your data`,
    paragraphs: [
      `Thank you for confirming your request: ${asked(request.kind)}.`,
      `Our team will answer it by ${formatIndiaDate(request.dueAt)} at the latest, and tell you by mail when it is done.`,
    ],
  });
}

/** A correction made by the staff, with their word to the person. */
export function composeCorrectedMail(
  settings: MailSettings,
  sender: MailSender,
  to: string,
  note: string,
): Mail.Options {
  return compose(settings, sender, to, {
    kind: 'corrected',
    subject: `Your correction is made`,
    paragraphs: [
      `${sender.name} has corrected the data it keeps about this address, as you asked.`,
      ...(note ? [note] : []),
      'You can ask on the "Your data" page to see everything we keep about you.',
    ],
  });
}

/** An erasure done: what went, and what the law keeps until when. */
export function composeErasedMail(
  settings: MailSettings,
  sender: MailSender,
  to: string,
  answer: { erased: string[]; kept: string[]; keptUntil: string | null },
): Mail.Options {
  const kept =
    answer.kept.length > 0
      ? [
          `What stays: ${answer.kept.join('; ')}.`,
          ...(answer.keptUntil
            ? [
                `The Income-tax rules ask a charity to keep its donation records, receipts and certificates for ten years; ours of yours are erased after ${answer.keptUntil}.`,
              ]
            : []),
        ]
      : ['Nothing else is kept about this address.'];
  return compose(settings, sender, to, {
    kind: 'erased',
    subject: `What we kept about you is erased`,
    paragraphs: [
      answer.erased.length > 0
        ? `${sender.name} has erased what it kept about this address: ${answer.erased.join('; ')}.`
        : `${sender.name} kept nothing about this address that could be erased.`,
      ...kept,
      'This was the last mail we send to this address, unless you write to us again.',
    ],
  });
}
