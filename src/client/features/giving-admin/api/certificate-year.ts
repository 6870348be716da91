import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { certificatePaths, certificateYearSchema } from '#shared/api/giving-certificates';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

/** The Form 10BE certificates of a year, under giving's keys: every giving change refreshes them too. */
export const certificateKeys = {
  all: [...queryKeys.giving.all, 'certificates'] as const,
  year: (year: string) => [...queryKeys.giving.all, 'certificates', year] as const,
};

/** GET /api/giving/form-10be/{year}: the year's certificates, their counts and its 80G donors. */
export function useCertificateYear(year: string) {
  return useQuery({
    queryKey: certificateKeys.year(year),
    queryFn: ({ signal }) =>
      apiFetch(certificatePaths.year(year), matches(certificateYearSchema), {
        signal,
        fallbackMessage: givingAdminTexts.certificates.loadFailed,
      }),
    placeholderData: keepPreviousData,
  });
}
