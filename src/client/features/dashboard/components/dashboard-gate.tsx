import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { onUnauthorized } from '#client/lib/api-client.ts';
import { forgetLogin, isFlaggedAuthenticated } from '#client/features/auth/auth-storage.ts';
import type { Session } from '#shared/api/auth';
import { useSession } from '../api/get-session.ts';
import { LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import styles from './dashboard-shell.module.css';

interface DashboardGateProps {
  children: (session: Session) => ReactNode;
}

/**
 * Lets the administrator in only with the stored flag (SPEC section 2) and a live server session; any
 * later 401 from the API means the session ended, so the flag is cleared and the login form shown.
 */
export function DashboardGate({ children }: DashboardGateProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [flagged] = useState(isFlaggedAuthenticated);
  const session = useSession(flagged);
  const expired = session.isSuccess && session.data === null;

  useEffect(
    () =>
      onUnauthorized(() => {
        forgetLogin();
        queryClient.clear();
        navigate('/login', { replace: true });
      }),
    [navigate, queryClient],
  );

  useEffect(() => {
    if (expired) forgetLogin();
  }, [expired]);

  if (!flagged || expired) return <Navigate to="/login" replace />;
  if (session.isError) {
    return (
      <div className={styles.gate}>
        <LoadError
          message="Could not reach the server to check your login. Check your connection."
          onRetry={() => void session.refetch()}
        />
      </div>
    );
  }
  if (!session.data) {
    return (
      <div className={styles.gate}>
        <LoadingMessage>Checking your login...</LoadingMessage>
      </div>
    );
  }
  return children(session.data);
}
