import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { loginSchema } from '#shared/api/auth';
import { LOGIN_REDIRECT_MS } from '#shared/constants';
import { messages } from '#shared/messages';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { login, loginErrorMessage, type LoginAnswer } from '../api/login.ts';
import type { SecondFactorMethod } from '#shared/api/second-factor-paths';
import { SecondFactorStep } from './second-factor-step.tsx';
import { rememberLogin } from '../auth-storage.ts';
import { PasswordField } from './password-field.tsx';
import { buttonClassName } from '#client/components/ui/button.tsx';
import form from '#client/components/ui/form.module.css';
import styles from './login-form.module.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'second-factor'; methods: SecondFactorMethod[] }
  | { kind: 'success' }
  | { kind: 'error'; message: string; missing?: { email: boolean; password: boolean } };

interface LoginFormProps {
  /** Called instead of the redirect to /dashboard after a successful login (SPEC section 4). */
  onSuccess?: () => void;
}

/**
 * The fields are uncontrolled and read at submit: the page is prerendered, and what is typed before the
 * browser has taken over must not be lost. Until then the button stays disabled, so nothing is posted.
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const emailId = useId();
  const messageId = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const succeeded = status.kind === 'success';
  // The redirect's second starts when the answer arrives, not when React gets round to an effect.
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  function signedIn(answer: LoginAnswer) {
    rememberLogin(answer.email);
    setStatus({ kind: 'success' });
    if (onSuccess) onSuccess();
    else redirectTimer.current = window.setTimeout(() => navigate('/dashboard'), LOGIN_REDIRECT_MS);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'submitting' || status.kind === 'success') return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    if (!email.trim() || !password) {
      setStatus({
        kind: 'error',
        message: messages.auth.bothFieldsRequired,
        missing: { email: !email.trim(), password: !password },
      });
      return;
    }
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setStatus({ kind: 'error', message: parsed.error.issues[0]?.message ?? messages.auth.loginFailed });
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      const answer = await login(parsed.data);
      if (answer.secondFactor) setStatus({ kind: 'second-factor', methods: answer.secondFactor });
      else signedIn(answer);
    } catch (error) {
      setStatus({ kind: 'error', message: loginErrorMessage(error) });
    }
  }

  if (status.kind === 'second-factor') {
    return (
      <SecondFactorStep
        methods={status.methods}
        onSignedIn={signedIn}
        onStartAgain={() => setStatus({ kind: 'idle' })}
      />
    );
  }
  const submitting = status.kind === 'submitting';
  const failed = status.kind === 'error';
  const missing = failed ? status.missing : undefined;
  return (
    <form className={styles.form} method="post" onSubmit={handleSubmit} noValidate>
      <div className={styles.field}>
        <label htmlFor={emailId}>Email</label>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={missing?.email || undefined}
          aria-describedby={failed ? messageId : undefined}
          readOnly={submitting || succeeded}
        />
      </div>
      <PasswordField
        invalid={missing?.password ?? false}
        describedBy={failed ? messageId : undefined}
        readOnly={submitting || succeeded}
      />
      <div id={messageId} className={styles.messages}>
        {failed && (
          <p role="alert" className={form.error}>
            {status.message}
          </p>
        )}
        <p role="status" className={succeeded ? form.success : undefined}>
          {succeeded ? messages.auth.loginSuccess : null}
        </p>
      </div>
      <button
        type="submit"
        className={buttonClassName('primary', 'md', form.wide)}
        disabled={!hydrated || submitting || succeeded}
      >
        {submitting ? messages.auth.loggingIn : 'Login'}
      </button>
    </form>
  );
}
