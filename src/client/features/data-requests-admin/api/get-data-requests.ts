import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataRequestPaths, dataRequestSchema, type DataRequest } from '#shared/api/data-requests';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { dataRequestsTexts } from '../data-requests-texts.ts';

/** GET /api/data-requests: the confirmed requests, the open ones first. */
export function fetchDataRequests(signal?: AbortSignal): Promise<DataRequest[]> {
  return apiFetch(dataRequestPaths.list, matches(z.array(dataRequestSchema)), {
    signal,
    fallbackMessage: dataRequestsTexts.loadFailed,
  });
}

export const useDataRequests = () =>
  useQuery({ queryKey: queryKeys.dataRequests, queryFn: ({ signal }) => fetchDataRequests(signal) });
