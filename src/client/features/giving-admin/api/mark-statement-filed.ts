import { useMutation } from '@tanstack/react-query';
import { givingPaths, statementSchema } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

/** POST /api/giving/form-10bd/{year}/filed: the statement filed on the portal, with its acknowledgement. */
export function useMarkStatementFiled() {
  return useMutation({
    mutationFn: ({ year, ...filing }: { year: string; filedOn: string; acknowledgement: string }) =>
      apiFetch(givingPaths.form10bdFiled(year), matches(statementSchema), {
        method: 'POST',
        body: filing,
        fallbackMessage: givingAdminTexts.form10bd.filingFailed,
      }),
  });
}
