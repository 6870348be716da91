import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '#shared/api/auth';
import { accountPages } from '#shared/api/account-paths';
import { DisclosureButton } from '#client/components/ui/disclosure-button.tsx';
import styles from './login-form.module.css';

/** Tells how a password is reset: by a link mailed from /forgot-password, or on the server by the owner. */
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
          We can mail you a link to choose a new password:{' '}
          <Link to={accountPages.forgot}>send me a link to choose a new password</Link>. Passwords themselves
          are never sent by e-mail.
        </p>
        <p>
          No access to your mailbox any more? The person who looks after the website’s server sets a new
          password by running this command there, with your e-mail address in place of EMAIL:
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
