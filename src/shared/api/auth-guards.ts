import { permissions, roles } from '../staff/roles.ts';
import { arrayOf, isBoolean, isString, oneOf, optional, shape } from './guards.ts';
import { secondFactorMethods } from './second-factor-paths.ts';

/** Zod-free mirrors of auth.ts's answer schemas. */
export const isSession = shape({
  email: isString,
  name: isString,
  role: oneOf(roles),
  permissions: arrayOf(oneOf(permissions)),
  secondFactorRequired: isBoolean,
});
export const isLoginAnswer = shape({
  message: isString,
  email: isString,
  secondFactor: optional(arrayOf(oneOf(secondFactorMethods))),
});
