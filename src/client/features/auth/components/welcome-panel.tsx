import styles from './login-screen.module.css';

/** The Welcome Back side panel of the login screen (SPEC "Login"). */
export function WelcomePanel() {
  return (
    <aside className={styles.welcome} aria-labelledby="welcome-back-title">
      <h2 id="welcome-back-title">Welcome Back</h2>
      <p>
        Sign in to share new photos and notices, and to write to the families, teachers and volunteers who
        follow our work.
      </p>
    </aside>
  );
}
