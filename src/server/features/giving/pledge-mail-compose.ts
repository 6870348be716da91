import type Mail from 'nodemailer/lib/mailer/index.js';
import { paymentLabels, type GivingSettings, type SponsorAction } from '#shared/api/giving';
import { formatRupees } from '#shared/giving/amount-in-words';
import { escapeHtml } from '#shared/escape-html';
import type { Language } from '#shared/i18n/languages';
import { mailWords } from '#shared/server-words/index';
import {
  buttonHtml,
  messageToHtml,
  renderMail,
  senderDomain,
  type MailSender,
} from '#server/features/mail/mail.service';

export interface PledgeToConfirm {
  id: number;
  reference: string;
  action: string;
  amount: number;
  donor_name: string;
  donor_email: string;
}

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
const greetingHtml = (text: string) => `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>`;

/**
 * The confirmation of a pledge: its reference, amount and purpose, how to pay it by UPI or bank transfer with
 * the reference to quote, and the signed link to the donor's page where the UTR is given. Never the PAN.
 * Written in the donor's language (the page the pledge was made on); the amount keeps the site's ₹ grouping.
 */
export function composePledgeMail(
  pledge: PledgeToConfirm,
  settings: GivingSettings,
  mail: { mailFrom: string; pageUrl: string; sender: MailSender; language?: Language | undefined },
): Mail.Options {
  const donor = mailWords(mail.language).donor;
  const words = donor.pledge;
  const label = donor.payment;
  const amount = formatRupees(pledge.amount);
  const summary: Line[] = [
    [words.purpose, donor.actions[pledge.action as SponsorAction] ?? pledge.action],
    [label.reference, pledge.reference],
    [label.amount, amount],
  ];
  const upi: Line[] = [
    [paymentLabels.upiId, settings.upiId],
    [label.payee, settings.payeeName],
  ];
  const bank: Line[] = (
    [
      [label.accountName, settings.bank.accountName],
      [label.accountNumber, settings.bank.accountNumber],
      [paymentLabels.ifsc, settings.bank.ifsc],
      [label.branch, settings.bank.branch],
    ] as Line[]
  ).filter(([, value]) => value !== '');
  const hasBank = settings.bank.accountNumber !== '';
  const bankNote = words.bankNote(pledge.reference);

  const text = [
    donor.greeting(pledge.donor_name),
    words.thanks,
    textBlock(words.summaryTitle, summary),
    `${textBlock(words.upiTitle, upi)}\n${words.upiNote(pledge.reference)}`,
    ...(hasBank ? [`${textBlock(label.bankTitle, bank)}\n${bankNote}`] : []),
    `${words.utr}\n${mail.pageUrl}`,
    words.notYou,
  ].join('\n\n');
  const html = [
    greetingHtml(donor.greeting(pledge.donor_name)),
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
      language: mail.language,
    }),
  };
}
