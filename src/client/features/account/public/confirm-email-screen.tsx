import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '#client/components/ui/button.tsx';
import form from '#client/components/ui/form.module.css';
import { ApiError } from '#client/lib/api-client.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { confirmEmailChange } from './link-api.ts';
import { linkPagesTexts as say } from './public-texts.ts';
import styles from './link-pages.module.css';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/**
 * The page the link of a change of address opens. The change waits for the button: a mail program that
 * opens links to check them must not use the link up.
 */
export function ConfirmEmailScreen() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  // The page is prerendered without the link's token: it is read once the browser has taken over.
  const token = hydrated ? (params.get('token') ?? '') : '';
  const [outcome, setState] = useState<State>({ kind: 'idle' });
  const state: State = hydrated && !token ? { kind: 'failed', message: say.noToken } : outcome;

  async function confirm() {
    setState({ kind: 'sending' });
    try {
      const answer = await confirmEmailChange(token, say.confirmFailed);
      setState({ kind: 'done', message: answer.message });
    } catch (error) {
      setState({
        kind: 'failed',
        message: error instanceof ApiError && error.status < 500 ? error.message : say.confirmFailed,
      });
    }
  }

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="confirm-email-title">
        <h1 id="confirm-email-title">{say.confirmTitle}</h1>
        <div role="status">{state.kind === 'done' && <p className={form.success}>{state.message}</p>}</div>
        {state.kind === 'failed' && (
          <p role="alert" className={form.error}>
            {state.message}
          </p>
        )}
        {state.kind === 'done' ? (
          <p>
            <Link to="/login">{say.goToLogin}</Link>
          </p>
        ) : (
          <>
            <p>{say.confirmLead}</p>
            <button
              type="button"
              className={buttonClassName('primary', 'md', form.wide)}
              disabled={!hydrated || !token || state.kind === 'sending'}
              onClick={() => void confirm()}
            >
              {state.kind === 'sending' ? say.confirming : say.confirm}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
