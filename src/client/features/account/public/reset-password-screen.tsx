import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountPages, newPasswordField } from '#shared/api/account';
import { messages } from '#shared/messages';
import { buttonClassName } from '#client/components/ui/button.tsx';
import form from '#client/components/ui/form.module.css';
import { ApiError } from '#client/lib/api-client.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { completePasswordReset } from './link-api.ts';
import { LinkField } from './field.tsx';
import { linkPagesTexts as say } from './public-texts.ts';
import styles from './link-pages.module.css';

/** What the login page says after a reset (passed as the navigation's state). */
export interface LoginNotice {
  notice: string;
}

type Errors = Partial<Record<'password' | 'again', string>>;

/**
 * The page a reset mail links to: the new password twice; on success, to the login page with a word. The
 * page is prerendered without the link's token, so the token is read once the browser has taken over, and
 * the fields at submit.
 */
export function ResetPasswordScreen() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = hydrated ? (params.get('token') ?? '') : '';
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Errors>({});
  const [refused, setRefused] = useState('');
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const deadLink = refused || (hydrated && !token ? say.noToken : '');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !token) return;
    setFailure('');
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const again = String(data.get('again') ?? '');
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
      if (error instanceof ApiError && error.field === 'token') return setRefused(error.message);
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
                name="password"
                type="password"
                autoComplete="new-password"
                error={errors.password}
              />
              <LinkField
                label={say.againLabel}
                name="again"
                type="password"
                autoComplete="new-password"
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
                disabled={!hydrated || sending}
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
