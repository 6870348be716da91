import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-client.ts';

/**
 * One client per dashboard visit. A refused request (4xx) is final and shown at once; a dropped
 * connection or a server hiccup is retried twice, which covers a phone moving between networks.
 */
export function createDashboardQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
