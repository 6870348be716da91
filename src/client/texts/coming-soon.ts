/** Texts of /coming-soon. */
export const comingSoon = {
  title: 'Coming Soon!',
  /** Above the title on the Coming Soon page of a menu item (/coming-soon/nmms). */
  preparing: (name: string) => `Our page on ${name} is being prepared.`,
  tagline:
    'We are preparing this page with the same care we give our children. Please check back soon, and meanwhile see what we already do.',
  links: [
    { to: '/', label: 'Back to the home page' },
    { to: '/subscribe', label: 'Subscribe to our updates' },
  ],
} as const;

/** The pictures behind the Coming Soon page: the same in every language. */
export const comingSoonBackgrounds = [
  '/images/coming-soon/sunrise-fields.svg',
  '/images/coming-soon/classroom.svg',
  '/images/coming-soon/night-sky.svg',
  '/images/coming-soon/banyan-tree.svg',
  '/images/coming-soon/kites.svg',
  '/images/coming-soon/books.svg',
] as const;
