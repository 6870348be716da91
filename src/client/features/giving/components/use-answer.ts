import { useEffect, useState } from 'react';
import { ApiError } from '#client/lib/api-client.ts';

export type Answer<T> =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; value: T };

/**
 * One public call's answer while the part that needs it is shown: loading, failed (the server's message
 * after `failedText`, or `failedText` alone when the connection dropped) or ready. `retry` asks again;
 * `replace` puts in a newer answer, like the pledge the UTR form sends back.
 */
export function useAnswer<T>(fetch: () => Promise<T>, failedText: string) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T>>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    fetch().then(
      (value) => current && setAnswer({ kind: 'ready', value }),
      (error: unknown) =>
        current &&
        setAnswer({
          kind: 'failed',
          message: error instanceof ApiError ? `${failedText} ${error.message}` : failedText,
        }),
    );
    return () => {
      current = false;
    };
  }, [fetch, failedText, attempt]);

  return {
    answer,
    retry: () => {
      setAnswer({ kind: 'loading' });
      setAttempt((count) => count + 1);
    },
    replace: (value: T) => setAnswer({ kind: 'ready', value }),
  };
}
