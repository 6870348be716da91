import { lazy, useEffect, useState } from 'react';
import type { GivingOptions } from '#shared/api/giving';
import { useTexts } from '#client/i18n/language-context.tsx';
import { getGivingOptions } from './api/get-giving-options.ts';
import { answerOf, type Answer } from './components/use-answer.ts';
import type { GiveMoney } from './components/give-money.tsx';

/**
 * Giving's parts for /donate, each loaded only when needed: the grid visitors land on stays as light as
 * before, and the payment details (QR code included) come with the pledge's answer.
 */
export const DonorPledge = lazy(() =>
  import('./components/donor-pledge.tsx').then((module) => ({ default: module.DonorPledge })),
);

/** Giving money for an action, with the options' answer that came with its code. */
export interface PreparedGiving {
  GiveMoney: typeof GiveMoney;
  first: Answer<GivingOptions>;
}

let givingCode: Promise<typeof import('./components/give-money.tsx')> | null = null;

/**
 * The pledge form's code (loaded once) and the options it shows, asked for together, so that a chosen
 * action draws its pledge form and its Expression of Interest in one go. A form that arrived after its
 * neighbour pushed that neighbour down while the donor was typing in it (issue 30). Null when the code
 * could not come; the next call tries again.
 */
function prepareGiving(loadFailed: string): Promise<PreparedGiving | null> {
  givingCode ??= import('./components/give-money.tsx');
  return Promise.all([givingCode, answerOf(getGivingOptions, loadFailed)]).then(
    ([module, first]) => ({ GiveMoney: module.GiveMoney, first }),
    () => {
      givingCode = null;
      return null;
    },
  );
}

export type GivingState = PreparedGiving | 'loading' | 'failed';

/**
 * Starts preparing giving as soon as the part that may need it is drawn (and `wanted`: a donor's own pledge
 * page has no pledge form); `retry` after a failure.
 */
export function usePreparedGiving(wanted: boolean): { giving: GivingState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [giving, setGiving] = useState<GivingState>('loading');
  const { loadFailed } = useTexts().giving;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void prepareGiving(loadFailed).then((prepared) => current && setGiving(prepared ?? 'failed'));
    return () => {
      current = false;
    };
  }, [attempt, wanted, loadFailed]);
  return {
    giving,
    retry: () => {
      setGiving('loading');
      setAttempt((count) => count + 1);
    },
  };
}

export { signedPledge } from './pledge-link.ts';
export { GivingFailed } from './components/giving-failed.tsx';
