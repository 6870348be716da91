import { ForgotPassword } from './forgot-password.tsx';
import { LoginForm } from './login-form.tsx';
import { WelcomePanel } from './welcome-panel.tsx';
import styles from './login-screen.module.css';

interface LoginScreenProps {
  onSuccess?: () => void;
}

export function LoginScreen({ onSuccess }: LoginScreenProps) {
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title">Login</h1>
        <p className={styles.lead}>Administrators sign in here to manage the website.</p>
        <LoginForm onSuccess={onSuccess} />
        <ForgotPassword />
      </section>
      <WelcomePanel />
    </div>
  );
}
