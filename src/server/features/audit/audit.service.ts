/**
 * What other features use of the activity log: the record of sign-ins (auth), what a changed record
 * was before the change (the routes that set `request.auditBefore`), an entry written by the server itself
 * (the daily clean-up), and the security settings' kept period, which the retention settings show too.
 */
export { recordAudit, recordRefusedSignIn, recordSignIn } from './audit-trail.ts';
export { getSecuritySettings, saveSecuritySettings } from './security-settings.ts';
export { auditBefore } from './audit-before.ts';
export type { Fields as AuditFields } from './audit-summary.ts';
