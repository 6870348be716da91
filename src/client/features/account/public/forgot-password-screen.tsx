import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { resetRequestSchema } from '#shared/api/account';
import { buttonClassName } from '#client/components/ui/button.tsx';
import form from '#client/components/ui/form.module.css';
import { ApiError } from '#client/lib/api-client.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { requestPasswordReset } from './link-api.ts';
import { LinkField } from './field.tsx';
import { linkPagesTexts as say } from './public-texts.ts';
import styles from './link-pages.module.css';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'answered'; message: string }
  | { kind: 'failed'; message: string; field?: 'email' };

/**
 * "Forgot your password?": asks the address and shows the server's one answer, whatever the address. The
 * field is read at submit, so what is typed before the page has hydrated is kept; until then the button
 * waits.
 */
export function ForgotPasswordScreen() {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const parsed = resetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setState({ kind: 'failed', message: parsed.error.issues[0]!.message, field: 'email' });
      return;
    }
    setState({ kind: 'sending' });
    try {
      const answer = await requestPasswordReset(parsed.data.email, say.sendFailed);
      setState({ kind: 'answered', message: answer.message });
    } catch (error) {
      const known = error instanceof ApiError && error.status < 500;
      setState({
        kind: 'failed',
        message: known ? error.message : say.sendFailed,
        ...(known && error.field === 'email' ? { field: 'email' as const } : {}),
      });
    }
  }

  const fieldError = state.kind === 'failed' && state.field === 'email' ? state.message : undefined;
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="forgot-title">
        <h1 id="forgot-title">{say.forgotTitle}</h1>
        <p>{say.forgotLead}</p>
        <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
          <LinkField
            label={say.emailLabel}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            error={fieldError}
          />
          <div role="status">
            {state.kind === 'answered' && <p className={form.success}>{state.message}</p>}
          </div>
          {state.kind === 'failed' && !state.field && (
            <p role="alert" className={form.error}>
              {state.message}
            </p>
          )}
          <button
            type="submit"
            className={buttonClassName('primary', 'md', form.wide)}
            disabled={!hydrated || state.kind === 'sending'}
          >
            {state.kind === 'sending' ? say.sending : say.send}
          </button>
        </form>
        <p>{say.noMailbox}</p>
        <p>
          <Link to="/login">{say.backToLogin}</Link>
        </p>
      </section>
    </div>
  );
}
