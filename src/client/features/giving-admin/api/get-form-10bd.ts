import { useMutation } from '@tanstack/react-query';
import { givingPaths, statementSchema } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

/** GET /api/giving/form-10bd/{year}: the CSV to upload and what it leaves out. */
export function fetchForm10bd(year: string) {
  return apiFetch(givingPaths.form10bd(year), matches(statementSchema), {
    fallbackMessage: givingAdminTexts.form10bd.failed,
  });
}

/** Asked for on a click, never cached: each download reflects the donations as they are now. */
export function useForm10bd() {
  return useMutation({ mutationFn: fetchForm10bd });
}
