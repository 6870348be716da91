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

/** How often the panel looks again while certificates are being mailed. */
export const QUEUED_REFRESH_MS = 3000;

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
    // While certificates wait in the mail queue, the panel looks again until each is mailed or failed.
    refetchInterval: (query) =>
      query.state.data?.certificates.some((certificate) => certificate.status === 'queued')
        ? QUEUED_REFRESH_MS
        : false,
  });
}
