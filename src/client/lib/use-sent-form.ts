import { useState, type FormEvent } from 'react';
import { ApiError } from './api-client.ts';

export type FormOutcome =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' | 'failed'; message: string };

/** Reads the text of a form's fields by name; a missing field reads as ''. */
export const textOf = (fields: FormData) => (name: string) => String(fields.get(name) ?? '');

/**
 * A public form whose fields are read at submit, so what a visitor typed before the page hydrated
 * counts. It is emptied once the server has it; when sending fails, what was typed stays and the
 * outcome says why (the server's words, or `networkError` when no answer came). A submit while one is
 * still on its way is ignored.
 */
export function useSentForm(send: (fields: FormData) => Promise<{ message: string }>, networkError: string) {
  const [outcome, setOutcome] = useState<FormOutcome>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    const form = event.currentTarget;
    const fields = new FormData(form);
    setOutcome({ kind: 'sending' });
    try {
      const { message } = await send(fields);
      form.reset();
      setOutcome({ kind: 'sent', message });
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof ApiError ? error.message : networkError });
    }
  }

  return { outcome, setOutcome, onSubmit };
}
