/** Every text of the Translations panel (docs/languages.md), in plain words. */
export const translationsTexts = {
  title: 'Translations',
  intro:
    'The site’s own words (menus, buttons, headings, form labels and messages) are written in Kannada, Hindi and Marathi beside English. Before a language is announced, a native speaker should read them; the texts below most need it: money, the law, personal data, and words where people use different ones.',
  language: 'Language',
  summary: (total: number, toReview: number) =>
    `${total} texts in this language; ${toReview} to be read by a native speaker first.`,
  caption: (language: string) => `Texts to read first in ${language}`,
  columns: { where: 'Where', english: 'English', translation: 'Translation' },
  changeNote:
    'To change a translation, send the text and what it should say to the person who looks after the site: these words are part of the site’s code so that every page can show them at once.',
  /** The parts of the site, by the catalogue's groups. */
  areas: {
    language: 'Language switcher',
    layout: 'Header, footer and parts of pages',
    header: 'Header',
    routes: 'Page titles for search engines',
    errors: 'Error messages',
    notFound: 'Page not found',
    comingSoon: 'Coming Soon page',
    home: 'Home page',
    vision: 'Vision & Mission',
    team: 'Our Team',
    contact: 'Contact Us',
    subscribe: 'Subscribe',
    giving: 'Donate: giving online',
    getInvolved: 'Get Involved',
    volunteer: 'Volunteer pages',
    participate: 'Participate',
    workshops: 'Workshops',
    yourData: 'Your data',
    messages: 'Messages after a form is sent',
  } as Record<string, string>,
  otherArea: 'Other',
} as const;
