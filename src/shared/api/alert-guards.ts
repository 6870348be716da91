import { isString, shape } from './guards.ts';

/** Zod-free mirror of alerts.ts's pushKeySchema, for the home page's alerts island. */
export const isPushKeyAnswer = shape({ publicKey: isString });
