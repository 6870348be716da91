import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from '#client/components/errors/error-boundary.tsx';
import { errorTexts } from '#client/texts/error-texts.ts';
import { LoadError } from './feedback.tsx';

interface PanelErrorBoundaryProps {
  children: ReactNode;
  message?: string;
}

/**
 * Around each dashboard panel (and each part that loads on its own): a panel that fails to draw shows an
 * error in its place with Try again, while the header and side menu keep working.
 */
export function PanelErrorBoundary({ children, message = errorTexts.panel }: PanelErrorBoundaryProps) {
  const queryClient = useQueryClient();
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <LoadError
          message={message}
          onRetry={() => {
            // The failed panel is unmounted, so its queries are the inactive ones: load them afresh.
            queryClient.removeQueries({ type: 'inactive' });
            retry();
          }}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
