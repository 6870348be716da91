import { permissions, roles } from '../staff/roles.ts';
import { arrayOf, isString, oneOf, optional, shape } from './guards.ts';
import { secondFactorMethods } from './second-factor-paths.ts';

/** Zod-free mirrors of auth.ts's answer schemas. */
export const isSession = shape({
  email: isString,
  name: isString,
  role: oneOf(roles),
  permissions: arrayOf(oneOf(permissions)),
});
export const isLoginAnswer = shape({
  message: isString,
  email: isString,
  secondFactor: optional(arrayOf(oneOf(secondFactorMethods))),
});
