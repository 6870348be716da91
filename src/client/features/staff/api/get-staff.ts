import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffListSchema, staffPaths, type StaffList } from '#shared/api/staff';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { staffTexts } from '../staff-texts.ts';

/** GET /api/staff: everyone with an account, and the invitations not yet accepted. */
export function fetchStaff(signal?: AbortSignal): Promise<StaffList> {
  return apiFetch(staffPaths.list, matches(staffListSchema), {
    signal,
    fallbackMessage: staffTexts.loadFailed,
  });
}

export const staffOptions = () =>
  queryOptions({ queryKey: queryKeys.staff, queryFn: ({ signal }) => fetchStaff(signal) });

export function useStaff() {
  return useQuery(staffOptions());
}
