/** The language switcher and the offer to read a page in the visitor's language. */
export const languageTexts = {
  /** Names the switcher's list of languages. */
  switcher: 'Languages',
  /** Offered, in this language, to a visitor whose browser or earlier choice asks for it. */
  offer: 'This page is also in English.',
  offerLink: 'Read it in English',
  offerDismiss: 'No, thanks',
} as const;
