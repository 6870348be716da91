import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { fetchSession } from './session.ts';
import { forgetLogin, isFlaggedAuthenticated } from './auth-storage.ts';

/**
 * Sends an administrator who is already signed in on to the dashboard. Both the stored flag and a live
 * server session are needed: a flag left behind by an expired session is cleared instead.
 */
export function useRedirectIfAuthenticated(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isFlaggedAuthenticated()) return;
    const controller = new AbortController();
    fetchSession(controller.signal)
      .then((session) => {
        if (session) navigate('/dashboard', { replace: true });
        else forgetLogin();
      })
      .catch(() => {
        // Offline or aborted: stay on the login form, which still works.
      });
    return () => controller.abort();
  }, [navigate]);
}
