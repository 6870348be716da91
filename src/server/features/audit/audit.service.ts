/**
 * What other features use of the activity log: the record of sign-ins (auth), and what a changed record
 * was before the change (the routes that set `request.auditBefore`).
 */
export { recordRefusedSignIn, recordSignIn } from './audit-trail.ts';
export { auditBefore } from './audit-before.ts';
export type { Fields as AuditFields } from './audit-summary.ts';
