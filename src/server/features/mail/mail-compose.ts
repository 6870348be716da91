import { randomBytes, randomUUID } from 'node:crypto';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { subscriptionPaths } from '#shared/api/subscriptions';
import { escapeHtml } from '#shared/escape-html';
import type { CampaignVersions, MessageFormat } from '#shared/api/mail';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/i18n/languages';
import { mailWords } from '#shared/server-words/index';
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
  /** The campaign in other languages: a subscriber of that language gets it instead of English. */
  versions?: CampaignVersions | undefined;
  sender: MailSender;
}

/**
 * The language of the version a delivery gets: its subscriber's, when the campaign was written in it,
 * else English.
 */
export function versionLanguage(campaign: CampaignContent, language: string | null | undefined): Language {
  if (!isLanguage(language) || language === 'en') return DEFAULT_LANGUAGE;
  return campaign.versions?.[language] ? language : DEFAULT_LANGUAGE;
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
  /** The subscriber's language ('en' or absent: English). */
  language?: string | undefined;
}

/**
 * The campaign's body is rendered once per language, with a placeholder where each reader's own unsubscribe
 * link goes, so composing ten thousand messages costs ten thousand string joins, not ten thousand template
 * renders. `version` is the language of the version sent (its subject and message); `reader` the
 * subscriber's, which the words the server adds (why they get it, how to leave) are always in.
 */
function renderCampaignTemplates(
  campaign: CampaignContent,
  publicUrl: string,
  version: Language = DEFAULT_LANGUAGE,
  reader: Language = version,
) {
  const placeholder = `unsubscribe-${randomUUID()}`;
  const written = version === 'en' ? undefined : campaign.versions?.[version];
  const subject = written?.subject ?? campaign.subject;
  const words = mailWords(reader).footer;
  const { contentHtml, contentText } = messageContent(
    written?.message ?? campaign.message,
    campaign.format,
    publicUrl,
  );
  const forSubscriber = renderMail({
    sender: campaign.sender,
    title: subject,
    contentText,
    contentHtml,
    footerNote: words.subscriber(campaign.sender.name),
    unsubscribeUrl: placeholder,
    language: reader,
    contentLanguage: version,
  });
  const html = forSubscriber.html.split(placeholder);
  const text = forSubscriber.text.split(placeholder);
  let direct: RenderedMail | undefined;
  return {
    subject,
    subscriber: (unsubscribeUrl: string): RenderedMail => ({
      html: html.join(escapeHtml(unsubscribeUrl)),
      text: text.join(unsubscribeUrl),
    }),
    direct: (): RenderedMail =>
      (direct ??= renderMail({
        sender: campaign.sender,
        title: subject,
        contentText,
        contentHtml,
        footerNote: words.direct(campaign.sender.name),
        language: reader,
        contentLanguage: version,
      })),
  };
}

/** A mail being written: its subject, its message and how the message is written. */
export interface MailDraftContent {
  subject: string;
  message: string;
  format?: MessageFormat | undefined;
  /** The language the draft is written in (a version's): the words the server adds follow it. */
  language?: Language | undefined;
}

/** What a test or a preview shows where each reader's own unsubscribe link will be. */
const sampleUnsubscribeUrl = (publicUrl: string) => `${publicUrl}/unsubscribe`;

/** A mail being written, as a subscriber will receive it; its unsubscribe link leads to the page only. */
export function previewCampaign(settings: MailSettings, sender: MailSender, draft: MailDraftContent) {
  const { language = DEFAULT_LANGUAGE, ...content } = draft;
  // The draft is the version shown: it stands as that language's version of a campaign.
  const campaign: CampaignContent =
    language === DEFAULT_LANGUAGE
      ? { id: 0, sender, ...content }
      : { id: 0, sender, ...content, versions: { [language]: content } };
  return {
    subject: draft.subject,
    ...renderCampaignTemplates(campaign, settings.publicUrl, language).subscriber(
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
  const templates = new Map<string, ReturnType<typeof renderCampaignTemplates>>();

  return (campaign, delivery, now) => {
    // A single address that is not a subscriber has no language on record: English.
    const reader =
      delivery.subscription_id !== null && isLanguage(delivery.language)
        ? delivery.language
        : DEFAULT_LANGUAGE;
    const version = versionLanguage(campaign, reader);
    const key = `${campaign.id}:${version}:${reader}`;
    let rendered = templates.get(key);
    if (!rendered) {
      if (templates.size >= 80) templates.clear();
      rendered = renderCampaignTemplates(campaign, settings.publicUrl, version, reader);
      templates.set(key, rendered);
    }
    const base: Mail.Options = {
      from: settings.mailFrom,
      to: delivery.email,
      subject: rendered.subject,
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

/** Whom a subscriber's link mail goes to, and in which language (English if absent). */
export interface LinkMailTarget {
  id: number;
  email: string;
  language?: string | undefined;
}

function composeLinkMail(
  settings: MailSettings,
  sender: MailSender,
  to: LinkMailTarget & { kind: 'confirm' | 'resubscribe' },
  url: string,
): Mail.Options {
  const language = isLanguage(to.language) ? to.language : DEFAULT_LANGUAGE;
  const words = mailWords(language);
  const content = words[to.kind];
  const intro = content.intro(sender.name);
  const rendered = renderMail({
    sender,
    title: content.title,
    contentText: `${intro}\n\n${words.openLink(content.action)}\n${url}\n\n${content.ignore}`,
    contentHtml: `<p style="margin:0 0 16px;">${escapeHtml(intro)}</p>${buttonHtml(url, content.button)}<p style="margin:0 0 16px;">${escapeHtml(content.ignore)}</p>`,
    footerNote: words.footer.subscribePage(sender.name),
    language,
  });
  return {
    from: settings.mailFrom,
    to: to.email,
    subject: content.subject(sender.name),
    date: new Date(),
    messageId: `<${to.kind}-${to.id}.${randomBytes(6).toString('hex')}@${senderDomain(settings.mailFrom)}>`,
    ...rendered,
  };
}

/**
 * The double opt-in mail, in the language of the page the address was entered on: one link that activates
 * the subscription; sent directly, never queued.
 */
export function composeConfirmationMail(
  settings: MailSettings,
  sender: MailSender,
  signer: TokenSigner,
  subscription: LinkMailTarget,
): Mail.Options {
  const url = confirmationUrl(settings.publicUrl, signer.sign('confirm', subscription.id));
  return composeLinkMail(settings, sender, { ...subscription, kind: 'confirm' }, url);
}

/**
 * The mail to an address that unsubscribed and was entered on the subscribe page again: only its link
 * brings the address back. The token is bound to the request's time, so a later request voids it.
 */
export function composeResubscribeMail(
  settings: MailSettings,
  sender: MailSender,
  signer: TokenSigner,
  request: LinkMailTarget & { requestedAt: string },
): Mail.Options {
  const url = confirmationUrl(
    settings.publicUrl,
    signer.sign('resubscribe', request.id, request.requestedAt),
  );
  return composeLinkMail(settings, sender, { ...request, kind: 'resubscribe' }, url);
}
