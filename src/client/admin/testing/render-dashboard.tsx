import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { DashboardProviders } from '#client/features/dashboard/components/dashboard-providers.tsx';
import type { Session } from '#shared/api/auth';
import { testSession } from './test-session.ts';
import { InLanguage } from '#client/testing/language.tsx';

/** Fake timers that still let time flow, so Testing Library's waits work and timers can be jumped. */
export function setupDashboardTest(): void {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders a panel as the dashboard does: query client, router, the signed-in person (the owner unless
 * `session` says otherwise), success popup and confirmations.
 */
export function renderPanel(ui: ReactElement, session: Session = testSession()) {
  const queryClient = testQueryClient();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(
    <InLanguage>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <DashboardProviders session={session}>{ui}</DashboardProviders>
        </MemoryRouter>
      </QueryClientProvider>
    </InLanguage>,
  );
  return { ...view, user, queryClient };
}
