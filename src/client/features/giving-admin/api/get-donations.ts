import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { donationListSchema, givingPaths, type DonationStatus } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

export type DonationList = z.infer<typeof donationListSchema>;

export interface DonationFilters {
  status?: DonationStatus;
  /** A financial year, `2026-27`. */
  year?: string;
  q?: string;
}

const filterOrder = ['status', 'year', 'q'] as const;

/** The query string of the filters that are set, always in one order: `?status=pledged&year=2026-27`. */
export function donationsQuery(filters: DonationFilters): string {
  const params = new URLSearchParams();
  for (const key of filterOrder) if (filters[key]) params.set(key, filters[key]);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/giving/donations?status=&year=&q=: pledges and donations with the totals received. */
export function fetchDonations(filters: DonationFilters, signal?: AbortSignal): Promise<DonationList> {
  return apiFetch(`${givingPaths.donations}${donationsQuery(filters)}`, matches(donationListSchema), {
    signal,
    fallbackMessage: givingAdminTexts.donations.loadFailed,
  });
}

export function useDonations(filters: DonationFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.giving.donations({ ...filters }),
      queryFn: ({ signal }) => fetchDonations(filters, signal),
      // Keep the table while another filter loads, so it does not flash empty.
      placeholderData: keepPreviousData,
    }),
  );
}
