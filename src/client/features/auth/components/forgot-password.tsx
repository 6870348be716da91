import { useId, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '#shared/api/auth';
import { DisclosureButton } from '#client/components/ui/disclosure-button.tsx';
import styles from './login-form.module.css';

/** Tells the administrator how a password is reset: on the server, never by e-mail. */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const regionId = useId();
  return (
    <div className={styles.forgot}>
      <DisclosureButton
        id={buttonId}
        className={styles.linkButton}
        open={open}
        controls={regionId}
        onToggle={() => setOpen((shown) => !shown)}
      >
        Forgot your password?
      </DisclosureButton>
      <div
        id={regionId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className={styles.forgotText}
      >
        <p>
          For safety, passwords are never sent by e-mail. The person who looks after the website’s server sets
          a new one by running this command there, with your e-mail address in place of EMAIL:
        </p>
        <pre>
          <code>npm run admin -- set-password EMAIL</code>
        </pre>
        <p>
          It asks for the new password (at least {PASSWORD_MIN_LENGTH} characters) and signs out every open
          session.
        </p>
      </div>
    </div>
  );
}
