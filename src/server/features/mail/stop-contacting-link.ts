import type Mail from 'nodemailer/lib/mailer/index.js';
import { escapeHtml } from '#shared/escape-html';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages';
import { mailWords } from '#shared/server-words/index';
import { STOP_LINK_SLOT, mailLinkStyle } from './mail-template.ts';

export interface StopLink {
  pageUrl: string;
  oneClickUrl: string;
}

/** The one address a transactional mail goes to. */
export function recipientOf(message: Mail.Options): string | null {
  const first: unknown = [message.to].flat(3)[0];
  if (typeof first === 'string') return first.trim().toLowerCase();
  if (first && typeof first === 'object' && 'address' in first && typeof first.address === 'string') {
    return first.address.trim().toLowerCase();
  }
  return null;
}

/**
 * A mail to a member of the public with its "stop contacting me" link (docs/privacy.md): in the footer
 * (where the frame left room for it, else at the end) and as List-Unsubscribe with one-click (RFC 8058).
 */
export function withStopLink(
  message: Mail.Options,
  link: StopLink,
  /** The language the mail is written in: the link's words follow it. */
  language: Language = DEFAULT_LANGUAGE,
): Mail.Options {
  const words = mailWords(language).footer;
  const html = typeof message.html === 'string' ? message.html : undefined;
  const text = typeof message.text === 'string' ? message.text : undefined;
  const anchor = ` <a href="${escapeHtml(link.pageUrl)}" style="${mailLinkStyle}">${escapeHtml(words.stopLink)}</a>`;
  return {
    ...message,
    ...(html === undefined
      ? {}
      : {
          html: html.includes(STOP_LINK_SLOT)
            ? html.replace(STOP_LINK_SLOT, anchor)
            : html.replace('</body>', `<p>${anchor}</p>\n</body>`),
        }),
    // Before the last line of the text, the organisation's postal address.
    ...(text === undefined
      ? {}
      : {
          text: text.replace(
            /\n\n([^\n]*)\n?$/,
            `\n${words.stopText(link.pageUrl).replaceAll('$', '$$$$')}\n\n$1\n`,
          ),
        }),
    headers: {
      ...(message.headers as Record<string, string> | undefined),
      'List-Unsubscribe': `<${link.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
