import { useLocation } from 'react-router';
import form from '#client/components/ui/form.module.css';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { LoginScreen } from '../features/auth/components/login-screen.tsx';
import { useRedirectIfAuthenticated } from '../features/auth/use-redirect-if-authenticated.ts';
import styles from './login-notice.module.css';

export default function LoginPage() {
  useRedirectIfAuthenticated();
  // Set by the page that led here, such as "Your password is changed" after a reset by mail; read once
  // hydrated, as the prerendered page has none.
  const hydrated = useHydrated();
  const state = useLocation().state as { notice?: unknown } | null;
  const notice = hydrated ? state?.notice : undefined;
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
