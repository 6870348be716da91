import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { donationListSchema, givingPaths, type Donation, type DonationStatus } from '#shared/api/giving';
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

/**
 * The query string of the filters that are set, always in one order, then where the page starts:
 * `?status=pledged&year=2026-27&offset=50`. The first page names no offset; each page is as long as the
 * server's default (50).
 */
export function donationsQuery(filters: DonationFilters, offset = 0): string {
  const params = new URLSearchParams();
  for (const key of filterOrder) if (filters[key]) params.set(key, filters[key]);
  if (offset > 0) params.set('offset', String(offset));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/giving/donations?status=&year=&q=&offset=: a page of pledges and donations, with the totals. */
export function fetchDonations(
  filters: DonationFilters,
  offset = 0,
  signal?: AbortSignal,
): Promise<DonationList> {
  return apiFetch(`${givingPaths.donations}${donationsQuery(filters, offset)}`, matches(donationListSchema), {
    signal,
    fallbackMessage: givingAdminTexts.donations.loadFailed,
  });
}

const loadedCount = (pages: DonationList[]) => pages.reduce((sum, page) => sum + page.donations.length, 0);

/**
 * The pages loaded so far as one list. A donation added meanwhile moves the later pages down by one, so a
 * donation met twice is shown once.
 */
export function donationsOfPages(pages: DonationList[]): Donation[] {
  const byId = new Map<number, Donation>();
  for (const donation of pages.flatMap((page) => page.donations))
    if (!byId.has(donation.id)) byId.set(donation.id, donation);
  return [...byId.values()];
}

/** The donations of the filters, page by page ("Show more" asks for the next), newest first. */
export function useDonations(filters: DonationFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.giving.donations({ ...filters }),
    queryFn: ({ pageParam, signal }) => fetchDonations(filters, pageParam, signal),
    initialPageParam: 0,
    // The next page starts after every donation loaded, whatever length the server gave each page.
    getNextPageParam: (last, pages) => {
      const loaded = loadedCount(pages);
      return last.donations.length > 0 && loaded < last.count ? loaded : undefined;
    },
    // Keep the table while another filter loads, so it does not flash empty.
    placeholderData: keepPreviousData,
  });
}
