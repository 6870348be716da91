import { useMutation, useQueryClient } from '@tanstack/react-query';
import { givingPaths, statementSchema } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

/** POST /api/giving/form-10bd/{year}/filed: the statement filed on the portal, with its acknowledgement. */
export function useMarkStatementFiled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, ...filing }: { year: string; filedOn: string; acknowledgement: string }) =>
      apiFetch(givingPaths.form10bdFiled(year), matches(statementSchema), {
        method: 'POST',
        body: filing,
        fallbackMessage: givingAdminTexts.form10bd.filingFailed,
      }),
    // Each donation of the year now says its statement is filed, and the certificates panel its filing day.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.giving.all }),
  });
}
