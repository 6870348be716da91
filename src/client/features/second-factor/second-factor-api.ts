import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  appEnrolmentSchema,
  passkeyAddedSchema,
  passkeyOptionsSchema,
  requiredRolesSchema,
  recoveryCodesSchema,
  secondFactorStatusSchema,
  type AppEnrolment,
  type SecondFactorStatus,
} from '#shared/api/second-factor';
import { secondFactorPaths } from '#shared/api/second-factor-paths';
import { messageBodySchema } from '#shared/api/errors';
import type { Role } from '#shared/staff/roles';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';
import { twoStepTexts as say } from './second-factor-texts.ts';

const codes = matches(recoveryCodesSchema);

/** GET /api/account/second-factor: whether the app is on, and how many recovery codes are left. */
export function useSecondFactorStatus() {
  return useQuery({
    queryKey: queryKeys.secondFactor,
    queryFn: ({ signal }) =>
      apiFetch<SecondFactorStatus>(secondFactorPaths.status, matches(secondFactorStatusSchema), {
        signal,
        fallbackMessage: say.loadFailed,
      }),
  });
}

export function useStartApp() {
  return useChange(
    () =>
      apiFetch<AppEnrolment>(secondFactorPaths.app, matches(appEnrolmentSchema), {
        method: 'POST',
        fallbackMessage: say.loadFailed,
      }),
    queryKeys.secondFactor,
  );
}

export function useConfirmApp() {
  return useChange(
    (code: string) => apiFetch(secondFactorPaths.appConfirm, codes, { method: 'POST', body: { code } }),
    queryKeys.secondFactor,
  );
}

/**
 * Reads the session again: once the app is on, a role that requires it may use the whole dashboard. Called
 * when the recovery codes are put away, so the rest of the dashboard never replaces them unseen.
 */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.session });
}

export function useNewRecoveryCodes() {
  return useChange(
    (password: string) =>
      apiFetch(secondFactorPaths.recoveryCodes, codes, { method: 'POST', body: { password } }),
    queryKeys.secondFactor,
  );
}

export function useRemoveApp() {
  return useChange(
    (password: string) =>
      apiFetch(secondFactorPaths.app, matches(messageBodySchema), { method: 'DELETE', body: { password } }),
    queryKeys.secondFactor,
  );
}

/**
 * Adds a passkey: the server's instructions, the browser's own dialog (its library loaded only now), then
 * the new passkey back to the server. Answers the recovery codes when it was the first second factor.
 */
export function useAddPasskey() {
  return useChange(async (name: string) => {
    const options = await apiFetch(secondFactorPaths.passkeyOptions, matches(passkeyOptionsSchema), {
      method: 'POST',
    });
    const { startRegistration } = await import('@simplewebauthn/browser');
    const response = await startRegistration({ optionsJSON: options as never });
    return apiFetch(secondFactorPaths.passkeys, matches(passkeyAddedSchema), {
      method: 'POST',
      body: { name, response },
    });
  }, queryKeys.secondFactor);
}

export function useRemovePasskey() {
  return useChange(
    ({ id, password }: { id: string; password: string }) =>
      apiFetch(secondFactorPaths.passkey.replace(':id', encodeURIComponent(id)), matches(messageBodySchema), {
        method: 'DELETE',
        body: { password },
      }),
    queryKeys.secondFactor,
  );
}

/** GET /api/security-settings/second-factor: the roles that must use a second factor (an owner's setting). */
export function useRequiredRoles() {
  return useQuery({
    queryKey: queryKeys.secondFactorRequired,
    queryFn: ({ signal }) =>
      apiFetch(secondFactorPaths.required, matches(requiredRolesSchema), {
        signal,
        fallbackMessage: say.requiredLoadFailed,
      }),
  });
}

export function useSaveRequiredRoles() {
  return useChange(
    (roles: Role[]) =>
      apiFetch(secondFactorPaths.required, matches(requiredRolesSchema), { method: 'PUT', body: { roles } }),
    queryKeys.secondFactorRequired,
  );
}

/** An owner clears a colleague's second factor (a lost phone): POST /api/staff/:id/second-factor/reset. */
export function useClearSecondFactor() {
  return useChange(
    (id: number) =>
      apiFetch(secondFactorPaths.reset.replace(':id', String(id)), matches(messageBodySchema), {
        method: 'POST',
      }),
    queryKeys.staff,
  );
}
