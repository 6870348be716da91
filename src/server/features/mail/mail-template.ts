import { postalAddress } from '#shared/organisation';
import type { MailSender } from './mail-sender.ts';
import { escapeHtml } from '#shared/escape-html';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages';
import { mailWords } from '#shared/server-words/index';

/**
 * The branded frame of every mail we send: the organisation's name, the content, why the reader gets it,
 * the unsubscribe line and the postal address. Styles are inline because many mail clients drop <style>.
 */

const colors = {
  brand: '#7a2e0e',
  accent: '#f59e0b',
  text: '#1f1a17',
  muted: '#5b524c',
  surface: '#ffffff',
  surfaceAlt: '#fbf7f2',
  border: '#e7ddd3',
};
const fontStack = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif";
const linkStyle = `color:${colors.brand};text-decoration:underline;`;
/** The frame's colours and link style, for content drawn to match it (the rich-text mail). */
export const mailColors: Readonly<typeof colors> = colors;
export const mailLinkStyle = linkStyle;

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?]$/;

/** Leaves sentence punctuation and an unmatched closing bracket outside the link, as a reader expects. */
function trimUrl(candidate: string): string {
  let url = candidate;
  for (;;) {
    if (TRAILING_PUNCTUATION.test(url)) url = url.slice(0, -1);
    else if (url.endsWith(')') && url.split('(').length < url.split(')').length) url = url.slice(0, -1);
    else return url;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** One line of the administrator's text: escaped, with its http(s) addresses turned into links. */
function lineToHtml(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = trimUrl(match[0]);
    if (!isHttpUrl(url)) continue;
    html += escapeHtml(line.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" style="${linkStyle}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/**
 * The administrator's plain text as HTML: every character escaped, blank lines separate paragraphs, single
 * line breaks are kept as <br>, and http/https addresses become links (no other scheme ever does).
 */
export function messageToHtml(message: string): string {
  return message
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n[ \t]*\n\s*/)
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;">${paragraph.split('\n').map(lineToHtml).join('<br>\n')}</p>`,
    )
    .join('\n');
}

/**
 * Where a mail without an unsubscribe link gets its "stop contacting me" link, when it goes to a member of
 * the public (stop-contacting-link.ts); an HTML comment, so a mail without one shows nothing there.
 */
export const STOP_LINK_SLOT = '<!--stop-contacting-->';

export interface MailFrame {
  /** The organisation the mail comes from, as the site details name it. */
  sender: MailSender;
  /** Shown as the document title (the subject). */
  title: string;
  contentText: string;
  contentHtml: string;
  /** Why the reader gets this mail. */
  footerNote: string;
  /** Present on mail to subscribers: the one-click unsubscribe page. */
  unsubscribeUrl?: string | undefined;
  /** The reader's language: the mail's `<html lang>` and the frame's own words. English if absent. */
  language?: Language | undefined;
  /** The content's language when it is not the reader's (a campaign not written in theirs): marked so. */
  contentLanguage?: Language | undefined;
}

export interface RenderedMail {
  text: string;
  html: string;
}

export function renderMail(frame: MailFrame): RenderedMail {
  const { sender } = frame;
  const language = frame.language ?? DEFAULT_LANGUAGE;
  const words = mailWords(language).footer;
  const address = `${sender.legalName}, ${postalAddress(sender.address)}`;
  const unsubscribeText = frame.unsubscribeUrl ? `\n${words.unsubscribeText(frame.unsubscribeUrl)}` : '';
  const text = `${frame.contentText.replace(/\r\n?/g, '\n').trim()}\n\n-- \n${frame.footerNote}${unsubscribeText}\n\n${address}\n`;

  const unsubscribeHtml = frame.unsubscribeUrl
    ? ` <a href="${escapeHtml(frame.unsubscribeUrl)}" style="${linkStyle}">${escapeHtml(words.unsubscribeLink)}</a>`
    : '';
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(frame.title)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.surfaceAlt};color:${colors.text};font-family:${fontStack};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${colors.surfaceAlt};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:${colors.surface};border:1px solid ${colors.border};border-radius:12px;">
<tr><td style="padding:20px 24px;border-bottom:4px solid ${colors.accent};">
<p style="margin:0;font-family:Georgia, 'Times New Roman', serif;font-size:24px;font-weight:bold;color:${colors.brand};">${escapeHtml(sender.name)}</p>
<p style="margin:4px 0 0;font-size:14px;color:${colors.muted};">${escapeHtml(sender.tagline)}</p>
</td></tr>
<tr><td${frame.contentLanguage && frame.contentLanguage !== language ? ` lang="${frame.contentLanguage}"` : ''} style="padding:24px;font-size:16px;line-height:1.6;color:${colors.text};overflow-wrap:anywhere;word-break:break-word;">
${frame.contentHtml}
</td></tr>
<tr><td style="padding:16px 24px;background:${colors.surfaceAlt};border-top:1px solid ${colors.border};border-radius:0 0 12px 12px;font-size:13px;line-height:1.5;color:${colors.muted};overflow-wrap:anywhere;word-break:break-word;">
<p style="margin:0 0 8px;">${escapeHtml(frame.footerNote)}${unsubscribeHtml || STOP_LINK_SLOT}</p>
<p style="margin:0;">${escapeHtml(address)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { text, html };
}

/** A prominent link for the one action a mail asks for (the subscription confirmation). */
export function buttonHtml(href: string, label: string): string {
  return `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:${colors.brand};color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none;">${escapeHtml(label)}</a></p>`;
}
