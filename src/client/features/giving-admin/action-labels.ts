import type { SponsorAction } from '#shared/api/giving';
import { getInvolvedActions } from '#client/texts/get-involved.ts';

/** The four ways to give, named as the Get Involved grid names them. */
export const actionLabel = (action: SponsorAction): string =>
  getInvolvedActions.find((entry) => entry.id === action)?.title ?? action;
