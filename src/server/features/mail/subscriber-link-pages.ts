import type { FastifyReply } from 'fastify';
import { organisation } from '#shared/organisation';
import { renderPage, type PageContent } from './html-page.ts';

/** The pages that subscribers' links open: what each outcome says, and how it is sent. */
export const home = { href: '/', label: `Go to the ${organisation.name} home page` };
export const subscribeAgain = { href: '/subscribe', label: 'Subscribe again' };
const writeToUs = `If you keep getting our mail, write to us at ${organisation.email} and we will remove your address.`;

export const pages = {
  invalidUnsubscribe: {
    title: 'Invalid link',
    heading: 'This unsubscribe link is not valid',
    paragraphs: [
      'The link may be incomplete: some mail apps break long links. Open the link again from the mail, or copy all of it into the address bar.',
      writeToUs,
    ],
    links: [home],
  },
  invalidConfirm: {
    title: 'Invalid link',
    heading: 'This confirmation link is not valid',
    paragraphs: [
      'The link may be incomplete: some mail apps break long links. Open the link again from the mail, or subscribe again to get a new one.',
    ],
    links: [subscribeAgain, home],
  },
  resubscribeExpired: {
    title: 'Link expired',
    heading: 'This link has expired',
    paragraphs: [
      'A link to subscribe again works for 7 days. The address is still unsubscribed: subscribe again to get a new link.',
    ],
    links: [subscribeAgain, home],
  },
  notListed: {
    title: 'Not subscribed',
    heading: 'This address is not on our list',
    paragraphs: [`You will not receive updates from ${organisation.name}.`],
    links: [home],
  },
} satisfies Record<string, PageContent>;

/**
 * Link pages carry a token in their address: 'no-referrer' keeps it from any other site. A page whose form
 * posts to a route that checks the Origin uses 'same-origin' (under 'no-referrer' a browser posts with
 * `Origin: null`); the token still reaches no other site.
 */
export function sendPage(
  reply: FastifyReply,
  status: number,
  page: PageContent,
  referrerPolicy: 'no-referrer' | 'same-origin' = 'no-referrer',
) {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', referrerPolicy)
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(renderPage(page));
}
