import { isBoolean, isString, shape } from './guards.ts';

/** Zod-free mirror of subscriptions.ts's addSubscriptionResponseSchema, for the subscribe forms. */
export const isAddSubscriptionAnswer = shape({ message: isString, pendingConfirmation: isBoolean });
