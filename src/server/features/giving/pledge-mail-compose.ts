import type Mail from 'nodemailer/lib/mailer/index.js';
import { paymentLabels as label, type GivingSettings, type SponsorAction } from '#shared/api/giving';
import { formatRupees } from '#shared/giving/amount-in-words';
import { escapeHtml } from '#shared/escape-html';
import {
  buttonHtml,
  messageToHtml,
  renderMail,
  senderDomain,
  type MailSender,
} from '#server/features/mail/mail.service';
import { actionNames } from './pledges.ts';

export interface PledgeToConfirm {
  id: number;
  reference: string;
  action: string;
  amount: number;
  donor_name: string;
  donor_email: string;
}

const words = {
  subject: (reference: string) => `Your pledge ${reference}: how to pay`,
  greeting: (name: string) => `Dear ${name},`,
  thanks: 'Thank you for your pledge. Here is how to pay it.',
  summaryTitle: 'Your pledge',
  purpose: 'For',
  upiTitle: 'Pay with any UPI app',
  upiNote: (reference: string) => `Please write your reference ${reference} in the payment’s note.`,
  bankNote: (reference: string) =>
    `Please quote your reference ${reference} in the transfer’s remarks, so we can match your gift.`,
  utr: 'Once you have paid, please give us the payment’s transaction reference on your pledge’s page, now or later: the 12-digit UTR of a UPI payment, or the reference of a bank transfer (IMPS, NEFT or RTGS).',
  button: 'Open your pledge',
  linkAgain: 'If the button does not work, open this link:',
  notYou: 'If you did not make this pledge, please ignore this mail.',
  footer: (organisation: string) =>
    `You receive this mail because this address was given with a pledge on the donate page of ${organisation}. No PAN or Aadhaar number is ever sent by mail.`,
};

type Line = readonly [string, string];

const textBlock = (title: string, lines: Line[]) =>
  [title, ...lines.map(([name, value]) => `${name}: ${value}`)].join('\n');

const htmlBlock = (title: string, lines: Line[]) =>
  `<p style="margin:16px 0 4px;font-weight:bold;">${escapeHtml(title)}</p><p style="margin:0 0 16px;">${lines
    .map(([name, value]) => `${escapeHtml(name)}: <strong>${escapeHtml(value)}</strong>`)
    .join('<br>\n')}</p>`;

/** A paragraph of our own text, escaped, its address a link, as in the other mails. */
const para = messageToHtml;
/** The donor's name is theirs to type: it never becomes a link. */
const greeting = (name: string) => `<p style="margin:0 0 16px;">${escapeHtml(words.greeting(name))}</p>`;

/**
 * The confirmation of a pledge: its reference, amount and purpose, how to pay it by UPI or bank transfer with
 * the reference to quote, and the signed link to the donor's page where the UTR is given. Never the PAN.
 */
export function composePledgeMail(
  pledge: PledgeToConfirm,
  settings: GivingSettings,
  mail: { mailFrom: string; pageUrl: string; sender: MailSender },
): Mail.Options {
  const amount = formatRupees(pledge.amount);
  const summary: Line[] = [
    [words.purpose, actionNames[pledge.action as SponsorAction] ?? pledge.action],
    [label.reference, pledge.reference],
    [label.amount, amount],
  ];
  const upi: Line[] = [
    [label.upiId, settings.upiId],
    [label.payee, settings.payeeName],
  ];
  const bank: Line[] = (
    [
      [label.accountName, settings.bank.accountName],
      [label.accountNumber, settings.bank.accountNumber],
      [label.ifsc, settings.bank.ifsc],
      [label.branch, settings.bank.branch],
    ] as Line[]
  ).filter(([, value]) => value !== '');
  const hasBank = settings.bank.accountNumber !== '';
  const bankNote = words.bankNote(pledge.reference);

  const text = [
    words.greeting(pledge.donor_name),
    words.thanks,
    textBlock(words.summaryTitle, summary),
    `${textBlock(words.upiTitle, upi)}\n${words.upiNote(pledge.reference)}`,
    ...(hasBank ? [`${textBlock(label.bankTitle, bank)}\n${bankNote}`] : []),
    `${words.utr}\n${mail.pageUrl}`,
    words.notYou,
  ].join('\n\n');
  const html = [
    greeting(pledge.donor_name),
    para(words.thanks),
    htmlBlock(words.summaryTitle, summary),
    htmlBlock(words.upiTitle, upi),
    para(words.upiNote(pledge.reference)),
    ...(hasBank ? [htmlBlock(label.bankTitle, bank), para(bankNote)] : []),
    para(words.utr),
    buttonHtml(mail.pageUrl, words.button),
    para(`${words.linkAgain}\n${mail.pageUrl}`),
    para(words.notYou),
  ].join('\n');
  const subject = words.subject(pledge.reference);
  return {
    from: mail.mailFrom,
    to: pledge.donor_email,
    subject,
    // Fixed per pledge: a retry carries the same one, which lets receiving servers drop a duplicate.
    messageId: `<pledge-${pledge.id}@${senderDomain(mail.mailFrom)}>`,
    ...renderMail({
      sender: mail.sender,
      title: subject,
      contentText: text,
      contentHtml: html,
      footerNote: words.footer(mail.sender.name),
    }),
  };
}
