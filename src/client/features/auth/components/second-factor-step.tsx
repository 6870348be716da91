import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SecondFactorMethod } from '#shared/api/second-factor-paths';
import { messages } from '#shared/messages';
import { buttonClassName } from '#client/components/ui/button.tsx';
import form from '#client/components/ui/form.module.css';
import { ApiError } from '#client/lib/api-client.ts';
import { completeSignIn } from '../api/second-factor.ts';
import { signInWithPasskey } from '../api/passkey-sign-in.ts';
import { loginErrorMessage, type LoginAnswer } from '../api/login.ts';
import styles from './login-form.module.css';

export const secondStepTexts = {
  appCode: 'Code from your authenticator app',
  appHint: 'Six digits, e.g. 123 456. A new one appears every 30 seconds.',
  recoveryCode: 'Recovery code',
  recoveryHint: 'One of the ten codes you kept when you set up the app, e.g. ABCDE-23456. Each works once.',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use the authenticator app instead',
  usePasskey: 'Use a passkey',
  usingPasskey: 'Waiting for your passkey...',
  passkeyFailed:
    'The passkey was not used (the browser’s window was closed, or it took too long). Try again, or use a code.',
  verify: 'Verify',
  verifying: 'Checking...',
  startAgain: 'Start again with the password',
  lostBoth:
    'Lost your phone and your recovery codes? Ask an owner of the dashboard to clear your second step; then your password alone signs you in.',
} as const;

interface SecondFactorStepProps {
  methods: SecondFactorMethod[];
  onSignedIn: (answer: LoginAnswer) => void;
  onStartAgain: () => void;
}

/** The second step of a sign-in, after the password: a code of the app, or a recovery code. */
export function SecondFactorStep({ methods, onSignedIn, onStartAgain }: SecondFactorStepProps) {
  const say = secondStepTexts;
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [recovery, setRecovery] = useState(!methods.includes('totp') && !methods.includes('passkey'));
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  // The step replaces the password form: the cursor goes where the code is typed.
  useEffect(() => inputRef.current?.focus(), [recovery]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const typed = value.trim();
    if (!typed) {
      setError(messages.secondFactor.codeNeeded);
      return;
    }
    setSending(true);
    setError('');
    try {
      onSignedIn(await completeSignIn(recovery ? { recoveryCode: typed } : { code: typed }));
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setSending(false);
    }
  }

  async function answerWithPasskey() {
    if (sending) return;
    setSending(true);
    setError('');
    try {
      onSignedIn(await signInWithPasskey());
    } catch (failure) {
      // The browser's own refusal (closed, timed out, no passkey support) is not an answer of the server.
      setError(failure instanceof ApiError ? loginErrorMessage(failure) : say.passkeyFailed);
      setSending(false);
    }
  }

  return (
    <form className={styles.form} method="post" onSubmit={handleSubmit} noValidate>
      <p role="status">{messages.auth.secondFactorNeeded}</p>
      <div className={styles.field}>
        <label htmlFor={fieldId}>{recovery ? say.recoveryCode : say.appCode}</label>
        <p id={hintId} className={form.note}>
          {recovery ? say.recoveryHint : say.appHint}
        </p>
        <input
          ref={inputRef}
          id={fieldId}
          key={recovery ? 'recovery' : 'app'}
          name={recovery ? 'recoveryCode' : 'code'}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          autoCapitalize={recovery ? 'characters' : 'none'}
          spellCheck={false}
          maxLength={recovery ? 40 : 20}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          readOnly={sending}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className={form.error}>
          {error}
        </p>
      )}
      <button type="submit" className={buttonClassName('primary', 'md', form.wide)} disabled={sending}>
        {sending ? say.verifying : say.verify}
      </button>
      {methods.includes('passkey') && (
        <button
          type="button"
          className={buttonClassName('outline', 'md', form.wide)}
          disabled={sending}
          onClick={() => void answerWithPasskey()}
        >
          {sending ? say.usingPasskey : say.usePasskey}
        </button>
      )}
      {methods.includes('totp') && methods.includes('recovery-code') && (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            setRecovery((shown) => !shown);
            setValue('');
            setError('');
          }}
        >
          {recovery ? say.useApp : say.useRecovery}
        </button>
      )}
      <button type="button" className={styles.linkButton} onClick={onStartAgain}>
        {say.startAgain}
      </button>
      <p className={form.note}>{say.lostBoth}</p>
    </form>
  );
}
