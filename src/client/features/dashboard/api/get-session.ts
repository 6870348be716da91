import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSession } from '#client/features/auth/session.ts';
import { queryKeys } from '#client/admin/query-keys.ts';

/** GET /api/session, checked once when the dashboard opens; null means the server knows no session. */
export const sessionOptions = () =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: Infinity,
  });

export function useSession(enabled: boolean) {
  return useQuery({ ...sessionOptions(), enabled });
}
