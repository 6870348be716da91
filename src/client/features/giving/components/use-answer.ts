import { useEffect, useState } from 'react';
import { ApiError } from '#client/lib/api-client.ts';

export type Answer<T> =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; value: T };

/** A public call's answer as the parts show it: the value, or why it failed (never a rejection). */
export function answerOf<T>(fetch: () => Promise<T>, failedText: string): Promise<Answer<T>> {
  return fetch().then(
    (value): Answer<T> => ({ kind: 'ready', value }),
    (error: unknown): Answer<T> => ({
      kind: 'failed',
      message: error instanceof ApiError ? `${failedText} ${error.message}` : failedText,
    }),
  );
}

/**
 * One public call's answer while the part that needs it is shown: loading, failed (the server's message
 * after `failedText`, or `failedText` alone when the connection dropped) or ready. `retry` asks again;
 * `replace` puts in a newer answer, like the pledge the UTR form sends back. An answer that came before the part was drawn (`first`)
 * is shown at once instead of asking again.
 */
export function useAnswer<T>(fetch: () => Promise<T>, failedText: string, first?: Answer<T>) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T>>(first ?? { kind: 'loading' });
  const askAgain = attempt > 0 || first === undefined;

  useEffect(() => {
    if (!askAgain) return;
    let current = true;
    void answerOf(fetch, failedText).then((next) => current && setAnswer(next));
    return () => {
      current = false;
    };
  }, [fetch, failedText, attempt, askAgain]);

  return {
    answer,
    retry: () => {
      setAnswer({ kind: 'loading' });
      setAttempt((count) => count + 1);
    },
    replace: (value: T) => setAnswer({ kind: 'ready', value }),
  };
}
