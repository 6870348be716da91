import { useMutation, useQueryClient } from '@tanstack/react-query';
import { certificateMailSchema, certificatePaths } from '#shared/api/giving-certificates';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { certificateKeys } from './certificate-year.ts';

/** POST /api/giving/form-10be/{year}/mail: every matched certificate not yet delivered, queued to be mailed. */
export function useMailCertificates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: string) =>
      apiFetch(certificatePaths.mail(year), matches(certificateMailSchema), {
        method: 'POST',
        fallbackMessage: givingAdminTexts.certificates.mailFailed,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}
