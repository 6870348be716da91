type Enhancement = (element: HTMLElement) => void;
type Loader = () => Promise<Enhancement>;

/**
 * Parts of the public pages that move by themselves but need no React until the visitor reaches for them
 * (decision 011): an element marked `data-enhance="name"` gets its script, a small chunk of its own and no
 * React, at once. None of these modules may import React.
 */
export const enhancementLoaders = {
  'hero-rotation': () => import('./hero-rotation.ts').then((m) => m.rotateHero),
  'donation-invitation': () => import('./donation-invitation.ts').then((m) => m.inviteToGive),
  'coming-soon-background': () => import('./background-rotation.ts').then((m) => m.rotateBackground),
  'language-offer': () => import('./language.ts').then((m) => m.answerLanguageOffer),
  'app-prompt': () => import('./app-prompt.ts').then((m) => m.offerApp),
} satisfies Record<string, Loader>;

export type EnhancementName = keyof typeof enhancementLoaders;
