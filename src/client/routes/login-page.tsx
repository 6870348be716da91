import { useLocation } from 'react-router';
import form from '#client/components/ui/form.module.css';
import { LoginScreen } from '../features/auth/components/login-screen.tsx';
import { useRedirectIfAuthenticated } from '../features/auth/use-redirect-if-authenticated.ts';
import styles from './login-notice.module.css';

export default function LoginPage() {
  useRedirectIfAuthenticated();
  // Set by the page that led here, such as "Your password is changed" after a reset by mail.
  const notice: unknown = (useLocation().state as { notice?: unknown } | null)?.notice;
  return (
    <>
      {typeof notice === 'string' && (
        <div className={styles.notice}>
          <p role="status" className={form.success}>
            {notice}
          </p>
        </div>
      )}
      <LoginScreen />
    </>
  );
}
