import { useQuery } from '@tanstack/react-query';
import {
  accountPaths,
  deviceListSchema,
  profileSchema,
  signedOutSchema,
  type Device,
  type EmailChangeInput,
  type PasswordChangeInput,
  type Profile,
} from '#shared/api/account';
import { messageBodySchema } from '#shared/api/errors';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';
import { accountTexts as say } from '../account-texts.ts';

/** GET /api/account: the signed-in person's name and address, and a change of address waiting for its link. */
export function useProfile() {
  return useQuery({
    queryKey: queryKeys.account.profile,
    queryFn: ({ signal }) =>
      apiFetch<Profile>(accountPaths.profile, matches(profileSchema), {
        signal,
        fallbackMessage: say.loadFailed,
      }),
  });
}

/** PUT /api/account/name; the session (the shell's name) is read again with the profile. */
export function useSetName() {
  return useChange(
    (name: string) =>
      apiFetch<Profile>(accountPaths.name, matches(profileSchema), {
        method: 'PUT',
        body: { name },
        fallbackMessage: say.nameFailed,
      }),
    ['account'],
  );
}

/** POST /api/account/email: mails a link to the new address. */
export function useChangeEmail() {
  return useChange(
    (input: EmailChangeInput) =>
      apiFetch(accountPaths.email, matches(messageBodySchema), {
        method: 'POST',
        body: input,
        fallbackMessage: say.emailFailed,
      }),
    queryKeys.account.profile,
  );
}

/** POST /api/account/password: the other devices are signed out, so their list is read again. */
export function useChangePassword() {
  return useChange(
    (input: PasswordChangeInput) =>
      apiFetch(accountPaths.password, matches(messageBodySchema), {
        method: 'POST',
        body: input,
        fallbackMessage: say.passwordFailed,
      }),
    queryKeys.account.devices,
  );
}

/** GET /api/account/sessions. */
export function useDevices() {
  return useQuery({
    queryKey: queryKeys.account.devices,
    queryFn: ({ signal }) =>
      apiFetch<Device[]>(accountPaths.sessions, matches(deviceListSchema), {
        signal,
        fallbackMessage: say.devicesLoadFailed,
      }),
  });
}

export function useSignOutDevice() {
  return useChange(
    (id: string) =>
      apiFetch(accountPaths.session(id), matches(messageBodySchema), {
        method: 'DELETE',
        fallbackMessage: say.signOutFailed,
      }),
    queryKeys.account.devices,
  );
}

export function useSignOutOthers() {
  return useChange(
    () =>
      apiFetch(accountPaths.signOutOthers, matches(signedOutSchema), {
        method: 'POST',
        fallbackMessage: say.signOutFailed,
      }),
    queryKeys.account.devices,
  );
}
