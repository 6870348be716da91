import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  certificatePaths,
  certificateUploadField,
  certificateUploadSchema,
} from '#shared/api/giving-certificates';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { certificateKeys } from './certificate-year.ts';

/** POST /api/giving/form-10be/{year} (multipart): PDFs or zips of them, matched as they are kept. */
export function uploadCertificates({ year, files }: { year: string; files: readonly File[] }) {
  const form = new FormData();
  for (const file of files) form.append(certificateUploadField, file);
  return apiFetch(certificatePaths.year(year), matches(certificateUploadSchema), {
    method: 'POST',
    body: form,
    fallbackMessage: givingAdminTexts.certificates.uploadFailed,
  });
}

export function useUploadCertificates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCertificates,
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}
