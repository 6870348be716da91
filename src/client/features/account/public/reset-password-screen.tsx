import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountPages, newPasswordField } from '#shared/api/account';
import { messages } from '#shared/messages';
import { buttonClassName } from '#client/components/ui/button.tsx';
import form from '#client/components/ui/form.module.css';
import { ApiError } from '#client/lib/api-client.ts';
import { completePasswordReset } from './link-api.ts';
import { LinkField } from './field.tsx';
import { linkPagesTexts as say } from './public-texts.ts';
import styles from './link-pages.module.css';

/** What the login page says after a reset (passed as the navigation's state). */
export interface LoginNotice {
  notice: string;
}

type Errors = Partial<Record<'password' | 'again', string>>;

/** The page a reset mail links to: the new password twice; on success, to the login page with a word. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [deadLink, setDeadLink] = useState(token ? '' : say.noToken);
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailure('');
    const parsed = newPasswordField.safeParse(password);
    const found: Errors = {};
    if (!parsed.success) found.password = parsed.error.issues[0]!.message;
    else if (password !== again) found.again = messages.account.passwordsDiffer;
    setErrors(found);
    if (found.password || found.again) return;
    setSending(true);
    try {
      await completePasswordReset({ token, password }, say.saveFailed);
      const state: LoginNotice = { notice: messages.account.resetDone };
      void navigate('/login', { replace: true, state });
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError && error.field === 'token') return setDeadLink(error.message);
      if (error instanceof ApiError && error.field === 'password')
        return setErrors({ password: error.message });
      setFailure(error instanceof ApiError && error.status < 500 ? error.message : say.saveFailed);
    }
  }

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title">{say.resetTitle}</h1>
        {deadLink ? (
          <>
            <p role="alert" className={form.error}>
              {deadLink}
            </p>
            <p>
              <Link to={accountPages.forgot}>{say.askAgain}</Link>
            </p>
          </>
        ) : (
          <>
            <p>{say.resetLead}</p>
            <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
              <LinkField
                label={say.newPasswordLabel}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={errors.password}
              />
              <LinkField
                label={say.againLabel}
                type="password"
                autoComplete="new-password"
                value={again}
                onChange={(event) => setAgain(event.target.value)}
                error={errors.again}
              />
              {failure && (
                <p role="alert" className={form.error}>
                  {failure}
                </p>
              )}
              <button
                type="submit"
                className={buttonClassName('primary', 'md', form.wide)}
                disabled={sending}
              >
                {sending ? say.saving : say.save}
              </button>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
