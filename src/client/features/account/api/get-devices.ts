import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountPaths, deviceListSchema, type Device } from '#shared/api/account';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { accountTexts as say } from '../account-texts.ts';

/** GET /api/account/sessions: the devices signed in to the account, this one marked. */
export function fetchDevices(signal?: AbortSignal): Promise<Device[]> {
  return apiFetch(accountPaths.sessions, matches(deviceListSchema), {
    signal,
    fallbackMessage: say.devicesLoadFailed,
  });
}

export const devicesOptions = () =>
  queryOptions({ queryKey: queryKeys.account.devices, queryFn: ({ signal }) => fetchDevices(signal) });

export function useDevices() {
  return useQuery(devicesOptions());
}
