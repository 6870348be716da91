import { isString, shape } from './guards.ts';

/** Zod-free mirrors of auth.ts's answer schemas. */
export const isSession = shape({ email: isString });
export const isLoginAnswer = shape({ message: isString, email: isString });
