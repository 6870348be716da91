import type { FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE, localPath, type Language } from '#shared/i18n/languages';
import { mailWords } from '#shared/server-words/index';
import { getSingle } from '../content/content.service.ts';
import { renderPage, type PageContent, type PageSite } from './html-page.ts';

/**
 * A page that subscribers' links open, in the words of the organisation as its site details name it and in
 * the subscriber's language (English where the link names nobody).
 */
export type LinkPage = (site: PageSite, language: Language) => PageContent;

/** The pages that subscribers' links open: what each outcome says, and how it is sent. */
export const home = (site: PageSite, language: Language = DEFAULT_LANGUAGE) => ({
  href: localPath(language, '/'),
  label: mailWords(language).pages.homeLink(site.name),
});
export const subscribeAgain = (language: Language = DEFAULT_LANGUAGE) => ({
  href: localPath(language, '/subscribe'),
  label: mailWords(language).pages.subscribeAgain,
});

export const pages = {
  invalidUnsubscribe: (site, language) => {
    const words = mailWords(language).pages;
    return {
      title: words.invalidTitle,
      heading: words.invalidUnsubscribeHeading,
      paragraphs: [words.brokenLink, words.writeToUs(site.email)],
      links: [home(site, language)],
    };
  },
  invalidConfirm: (site, language) => {
    const words = mailWords(language).pages;
    return {
      title: words.invalidTitle,
      heading: words.invalidConfirmHeading,
      paragraphs: [words.brokenConfirmLink],
      links: [subscribeAgain(language), home(site, language)],
    };
  },
  resubscribeExpired: (site, language) => {
    const words = mailWords(language).pages;
    return {
      title: words.expiredTitle,
      heading: words.expiredHeading,
      paragraphs: [words.expiredText],
      links: [subscribeAgain(language), home(site, language)],
    };
  },
  notListed: (site, language) => {
    const words = mailWords(language).pages;
    return {
      title: words.notListedTitle,
      heading: words.notListedHeading,
      paragraphs: [words.notListedText(site.name)],
      links: [home(site, language)],
    };
  },
} satisfies Record<string, LinkPage>;

/**
 * Link pages carry a token in their address: 'no-referrer' keeps it from any other site. A page whose form
 * posts to a route that checks the Origin uses 'same-origin' (under 'no-referrer' a browser posts with
 * `Origin: null`); the token still reaches no other site.
 */
export async function sendPage(
  reply: FastifyReply,
  status: number,
  page: LinkPage,
  referrerPolicy: 'no-referrer' | 'same-origin' = 'no-referrer',
  language: Language = DEFAULT_LANGUAGE,
) {
  const site = await getSingle(reply.server.db, 'site');
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', referrerPolicy)
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(renderPage(page(site, language), site, language));
}
