/** The page shown for an address that does not exist. */
export const notFound = {
  title: 'Page not found',
  text: 'Sorry, we could not find that page. It may have moved, or the address may have a typing mistake.',
  suggestions: 'These may help:',
  links: [
    { to: '/', label: 'Home page', description: 'Our programmes, news and impact' },
    { to: '/gallery', label: 'Gallery', description: 'Photos and videos from our work' },
    { to: '/contact-us', label: 'Contact us', description: 'Write or call us; we are happy to help' },
  ],
} as const;
