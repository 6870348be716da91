import { randomBytes, randomUUID } from 'node:crypto';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { subscriptionPaths } from '#shared/api/subscriptions';
import { escapeHtml } from '#shared/escape-html';
import type { MessageFormat } from '#shared/api/mail';
import { buttonHtml, messageToHtml, renderMail, type RenderedMail } from './mail-template.ts';
import { richMailContent } from './rich-mail.ts';
import type { MailSender } from './mail-sender.ts';
import type { TokenSigner } from './mail-tokens.ts';
import type { StopLinks } from '../consent/consent.service.ts';
import { withStopLink } from './stop-contacting-link.ts';

export interface MailSettings {
  mailFrom: string;
  publicUrl: string;
}

/** The bare address of MAIL_FROM ("Gurukul <noreply@x.org>" gives noreply@x.org). */
export function senderAddress(mailFrom: string): string {
  return /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

export function senderDomain(mailFrom: string): string {
  return senderAddress(mailFrom).split('@')[1] ?? 'localhost.localdomain';
}

/** The page a reader opens from the mail body (GET shows a confirmation button, nothing changes by itself). */
export const unsubscribePageUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
/** The RFC 8058 one-click target a mail client POSTs to. */
export const oneClickUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${subscriptionPaths.unsubscribe}?token=${encodeURIComponent(token)}`;
export const confirmationUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${subscriptionPaths.confirm}?token=${encodeURIComponent(token)}`;

export interface CampaignContent {
  id: number;
  subject: string;
  message: string;
  /** How `message` is written; plain text when absent. */
  format?: MessageFormat | undefined;
  sender: MailSender;
}

/** A mail's content, as HTML for the frame and as plain text, both from the one message. */
export function messageContent(
  message: string,
  format: MessageFormat | undefined,
  publicUrl: string,
): { contentHtml: string; contentText: string } {
  if (format === 'html') {
    const rich = richMailContent(message, publicUrl);
    return { contentHtml: rich.html, contentText: rich.text };
  }
  return { contentHtml: messageToHtml(message), contentText: message };
}

export interface DeliveryTarget {
  id: number;
  email: string;
  subscription_id: number | null;
}

const subscriberNote = (sender: MailSender) =>
  `You receive this mail because you subscribed to updates from ${sender.name}.`;
const directNote = (sender: MailSender) => `This mail was sent to you by ${sender.name}.`;

/**
 * The campaign's body is rendered once, with a placeholder where each reader's own unsubscribe link goes,
 * so composing ten thousand messages costs ten thousand string joins, not ten thousand template renders.
 */
function renderCampaignTemplates(campaign: CampaignContent, publicUrl: string) {
  const placeholder = `unsubscribe-${randomUUID()}`;
  const { contentHtml, contentText } = messageContent(campaign.message, campaign.format, publicUrl);
  const forSubscriber = renderMail({
    sender: campaign.sender,
    title: campaign.subject,
    contentText,
    contentHtml,
    footerNote: subscriberNote(campaign.sender),
    unsubscribeUrl: placeholder,
  });
  const html = forSubscriber.html.split(placeholder);
  const text = forSubscriber.text.split(placeholder);
  let direct: RenderedMail | undefined;
  return {
    subscriber: (unsubscribeUrl: string): RenderedMail => ({
      html: html.join(escapeHtml(unsubscribeUrl)),
      text: text.join(unsubscribeUrl),
    }),
    direct: (): RenderedMail =>
      (direct ??= renderMail({
        sender: campaign.sender,
        title: campaign.subject,
        contentText,
        contentHtml,
        footerNote: directNote(campaign.sender),
      })),
  };
}

/** A mail being written: its subject, its message and how the message is written. */
export interface MailDraftContent {
  subject: string;
  message: string;
  format?: MessageFormat | undefined;
}

/** What a test or a preview shows where each reader's own unsubscribe link will be. */
const sampleUnsubscribeUrl = (publicUrl: string) => `${publicUrl}/unsubscribe`;

/** A mail being written, as a subscriber will receive it; its unsubscribe link leads to the page only. */
export function previewCampaign(settings: MailSettings, sender: MailSender, draft: MailDraftContent) {
  return {
    subject: draft.subject,
    ...renderCampaignTemplates({ id: 0, sender, ...draft }, settings.publicUrl).subscriber(
      sampleUnsubscribeUrl(settings.publicUrl),
    ),
  };
}

/** The test mail: the subscriber's mail, to the administrator alone, its subject marked as a test. */
export function composeTestMail(
  settings: MailSettings,
  sender: MailSender,
  draft: MailDraftContent,
  to: string,
): Mail.Options {
  const { subject, ...rendered } = previewCampaign(settings, sender, draft);
  return { from: settings.mailFrom, to, subject: `[Test] ${subject}`, ...rendered };
}

export type CampaignComposer = (
  campaign: CampaignContent,
  delivery: DeliveryTarget,
  now: Date,
) => Mail.Options;

/**
 * Builds each campaign message: multipart text + HTML, From = MAIL_FROM, a Message-ID fixed per delivery (a
 * retry or a resend after a crash carries the same one, which lets receiving servers drop the duplicate), and
 * for subscribers the unsubscribe link plus List-Unsubscribe, List-Unsubscribe-Post (RFC 8058) and List-Id.
 */
export function createCampaignComposer(
  settings: MailSettings,
  signer: TokenSigner,
  /** The "stop contacting me" link of a mail to a single address that is not a subscriber. */
  stopLinks?: StopLinks,
): CampaignComposer {
  const domain = senderDomain(settings.mailFrom);
  const mailto = `mailto:${senderAddress(settings.mailFrom)}?subject=unsubscribe`;
  const templates = new Map<number, ReturnType<typeof renderCampaignTemplates>>();

  return (campaign, delivery, now) => {
    let rendered = templates.get(campaign.id);
    if (!rendered) {
      if (templates.size >= 20) templates.clear();
      rendered = renderCampaignTemplates(campaign, settings.publicUrl);
      templates.set(campaign.id, rendered);
    }
    const base: Mail.Options = {
      from: settings.mailFrom,
      to: delivery.email,
      subject: campaign.subject,
      date: now,
      messageId: `<campaign-${campaign.id}.delivery-${delivery.id}@${domain}>`,
    };
    if (delivery.subscription_id === null) {
      const direct = { ...base, ...rendered.direct() };
      if (!stopLinks) return direct;
      const link = {
        pageUrl: stopLinks.pageUrl(delivery.email),
        oneClickUrl: stopLinks.oneClickUrl(delivery.email),
      };
      return withStopLink(direct, link);
    }
    const token = signer.sign('unsubscribe', delivery.subscription_id);
    return {
      ...base,
      ...rendered.subscriber(unsubscribePageUrl(settings.publicUrl, token)),
      headers: {
        'List-Unsubscribe': `<${oneClickUnsubscribeUrl(settings.publicUrl, token)}>, <${mailto}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'List-Id': `${campaign.sender.name} updates <updates.${domain}>`,
      },
    };
  };
}

function composeLinkMail(
  settings: MailSettings,
  sender: MailSender,
  to: { id: number; email: string; kind: string },
  content: { subject: string; title: string; intro: string; action: string; button: string; ignore: string },
  url: string,
): Mail.Options {
  const rendered = renderMail({
    sender,
    title: content.title,
    contentText: `${content.intro}\n\n${content.action}, open this link:\n${url}\n\n${content.ignore}`,
    contentHtml: `<p style="margin:0 0 16px;">${escapeHtml(content.intro)}</p>${buttonHtml(url, content.button)}<p style="margin:0 0 16px;">${escapeHtml(content.ignore)}</p>`,
    footerNote: `You receive this mail because this address was entered on the subscribe page of ${sender.name}.`,
  });
  return {
    from: settings.mailFrom,
    to: to.email,
    subject: content.subject,
    date: new Date(),
    messageId: `<${to.kind}-${to.id}.${randomBytes(6).toString('hex')}@${senderDomain(settings.mailFrom)}>`,
    ...rendered,
  };
}

/** The double opt-in mail: one link that activates the subscription; sent directly, never queued. */
export function composeConfirmationMail(
  settings: MailSettings,
  sender: MailSender,
  signer: TokenSigner,
  subscription: { id: number; email: string },
): Mail.Options {
  const url = confirmationUrl(settings.publicUrl, signer.sign('confirm', subscription.id));
  return composeLinkMail(
    settings,
    sender,
    { ...subscription, kind: 'confirm' },
    {
      subject: `Please confirm your subscription to ${sender.name}`,
      title: 'Please confirm your subscription',
      intro: `Someone, hopefully you, asked to receive updates from ${sender.name} at this address.`,
      action: 'To confirm your subscription',
      button: 'Confirm my subscription',
      ignore: 'If it was not you, ignore this mail: you will not hear from us again.',
    },
    url,
  );
}

/**
 * The mail to an address that unsubscribed and was entered on the subscribe page again: only its link
 * brings the address back. The token is bound to the request's time, so a later request voids it.
 */
export function composeResubscribeMail(
  settings: MailSettings,
  sender: MailSender,
  signer: TokenSigner,
  request: { id: number; email: string; requestedAt: string },
): Mail.Options {
  const url = confirmationUrl(
    settings.publicUrl,
    signer.sign('resubscribe', request.id, request.requestedAt),
  );
  return composeLinkMail(
    settings,
    sender,
    { ...request, kind: 'resubscribe' },
    {
      subject: `You asked to subscribe to ${sender.name} again: please confirm`,
      title: 'Please confirm that you want our updates again',
      intro: `Someone, hopefully you, asked to receive updates from ${sender.name} at this address again. This address unsubscribed earlier, so we send it nothing unless you confirm.`,
      action: 'To subscribe again',
      button: 'Subscribe me again',
      ignore: 'If it was not you, ignore this mail: you stay unsubscribed.',
    },
    url,
  );
}
