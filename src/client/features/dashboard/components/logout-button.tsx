import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { forgetLogin } from '#client/features/auth/auth-storage.ts';
import { useLogout } from '../api/logout.ts';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import styles from './dashboard-shell.module.css';

/** Ends the session on the server, forgets the stored flag and e-mail, and returns to /login. */
export function LogoutButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();

  function handleClick() {
    logout.mutate(undefined, {
      onSuccess: () => {
        forgetLogin();
        queryClient.clear();
        navigate('/login', { replace: true });
      },
    });
  }

  return (
    <div className={styles.logout}>
      <button type="button" className={styles.logoutButton} onClick={handleClick} disabled={logout.isPending}>
        {logout.isPending ? 'Logging out...' : 'Logout'}
      </button>
      {logout.isError && <ErrorMessage>Could not log out. Check your connection and try again.</ErrorMessage>}
    </div>
  );
}
