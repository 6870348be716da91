import { lazy } from 'react';

/**
 * Giving's parts for /donate, each loaded only when drawn: the grid visitors land on stays as light as
 * before, and the payment details (QR code included) come with the pledge's answer.
 */
export const GiveMoney = lazy(() =>
  import('./components/give-money.tsx').then((module) => ({ default: module.GiveMoney })),
);

export const DonorPledge = lazy(() =>
  import('./components/donor-pledge.tsx').then((module) => ({ default: module.DonorPledge })),
);

export { signedPledge } from './pledge-link.ts';
