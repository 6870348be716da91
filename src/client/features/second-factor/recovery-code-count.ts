/** How many recovery codes the server makes (features/auth/second-factor/recovery-codes.ts). */
export const RECOVERY_CODE_COUNT_SHOWN = 10;
