/** What a visitor or the administrator reads when part of a page fails to draw (never a blank page). */
export const errorTexts = {
  pageTitle: 'This page could not be shown',
  pageText: 'Something went wrong while showing this page. Please try again, or come back a little later.',
  /** A home page section, named by its title, in place of that section only. */
  section: (name: string) => `${name} could not be shown right now.`,
  panel: 'This panel could not be shown. Please try again.',
  retry: 'Try again',
  home: 'Go to the home page',
} as const;
