import type { FastifyReply } from 'fastify';
import { getSingle } from '../content/content.service.ts';
import { renderPage, type PageContent, type PageSite } from './html-page.ts';

/** A page that subscribers' links open, in the words of the organisation as its site details name it. */
export type LinkPage = (site: PageSite) => PageContent;

/** The pages that subscribers' links open: what each outcome says, and how it is sent. */
export const home = (site: PageSite) => ({ href: '/', label: `Go to the ${site.name} home page` });
export const subscribeAgain = { href: '/subscribe', label: 'Subscribe again' };
const writeToUs = (site: PageSite) =>
  `If you keep getting our mail, write to us at ${site.email} and we will remove your address.`;

export const pages = {
  invalidUnsubscribe: (site) => ({
    title: 'Invalid link',
    heading: 'This unsubscribe link is not valid',
    paragraphs: [
      'The link may be incomplete: some mail apps break long links. Open the link again from the mail, or copy all of it into the address bar.',
      writeToUs(site),
    ],
    links: [home(site)],
  }),
  invalidConfirm: (site) => ({
    title: 'Invalid link',
    heading: 'This confirmation link is not valid',
    paragraphs: [
      'The link may be incomplete: some mail apps break long links. Open the link again from the mail, or subscribe again to get a new one.',
    ],
    links: [subscribeAgain, home(site)],
  }),
  resubscribeExpired: (site) => ({
    title: 'Link expired',
    heading: 'This link has expired',
    paragraphs: [
      'A link to subscribe again works for 7 days. The address is still unsubscribed: subscribe again to get a new link.',
    ],
    links: [subscribeAgain, home(site)],
  }),
  notListed: (site) => ({
    title: 'Not subscribed',
    heading: 'This address is not on our list',
    paragraphs: [`You will not receive updates from ${site.name}.`],
    links: [home(site)],
  }),
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
) {
  const site = await getSingle(reply.server.db, 'site');
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', referrerPolicy)
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(renderPage(page(site), site));
}
