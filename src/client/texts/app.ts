/**
 * The words of the installable app (issue 29): the home page's prompt to add the site to the home screen,
 * the page shown offline, and what a form sent offline says. Gathered into the catalogues (en.ts).
 */
export const appTexts = {
  prompt: {
    title: 'Get our notices on your phone',
    text: 'Add this site to your home screen: it opens like an app, and the notices you have seen open even without a connection.',
    install: 'Install',
    iosSteps: 'On iPhone or iPad: tap Share, then Add to Home Screen.',
    otherSteps: 'In your browser’s menu, choose Install app or Add to Home screen.',
    dismiss: 'No, thanks',
  },
  offline: {
    title: 'You are offline',
    text: 'This page is not saved on your phone. When you are connected again, it will open as usual.',
    available: 'Pages you can open now',
    none: 'No page is saved yet: the pages you open while connected are kept for the next time.',
    home: 'Home page and the latest notices',
    retry: 'Try again',
  },
  kept: {
    online:
      'You are offline. Your form is saved on this phone and will be sent by itself when the connection returns.',
    'next-visit':
      'You are offline. Your form is saved on this phone and will be sent the next time you open this site with a connection.',
  },
} as const;
