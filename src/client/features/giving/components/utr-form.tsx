import { useId, useState, type FormEvent } from 'react';
import type { Pledge } from '#shared/api/giving';
import { parseUtr } from '#shared/api/pledge-checks';
import { Button } from '#client/components/ui/button.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { sendUtr } from '../api/send-utr.ts';
import { FormField } from './form-field.tsx';
import styles from './giving.module.css';

/** Up to 22 letters and digits (an RTGS UTR), with room for the spaces some apps show between groups. */
const utrInput = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
  maxLength: 30,
} as const;

interface UtrFormProps {
  pledge: Pledge;
  token: string;
  onSaved: (pledge: Pledge) => void;
  Heading: 'h3' | 'h4';
}

/** The payment's reference (UPI, IMPS, NEFT or RTGS), given once paid; the administrator matches it to the account. */
export function UtrForm({ pledge, token, onSaved, Heading }: UtrFormProps) {
  const id = useId();
  const { utr: texts, messages } = useTexts().giving;
  const [utr, setUtr] = useState('');
  const [problem, setProblem] = useState('');
  const [refusal, setRefusal] = useState('');
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = parseUtr(utr);
    setProblem(digits ? '' : messages.utrInvalid);
    setRefusal('');
    if (!digits) {
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setSending(true);
    try {
      onSaved(await sendUtr(pledge.reference, token, digits));
      setSaved(true);
      setUtr('');
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : texts.networkError);
    } finally {
      setSending(false);
    }
  }

  // A received or cancelled pledge takes no UTR; it shows the one given, if any.
  if (pledge.status !== 'pledged' && !pledge.utr) return null;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.utr}>
      <Heading id={`${id}-title`} className={styles.subtitle}>
        {texts.title}
      </Heading>
      {pledge.utr && (
        <p>
          {texts.given} <strong>{pledge.utr}</strong>
        </p>
      )}
      {pledge.status === 'pledged' && (
        <form className={styles.utrForm} aria-labelledby={`${id}-title`} noValidate onSubmit={onSubmit}>
          <FormField
            id={`${id}-utr`}
            label={texts.label}
            hint={texts.hint}
            {...utrInput}
            value={utr}
            onValue={setUtr}
            error={problem}
          />
          <Button type="submit" disabled={sending}>
            {texts.submit}
          </Button>
        </form>
      )}
      <div role="status" className={styles.success}>
        {saved ? messages.utrRecorded : ''}
      </div>
      <div role="alert" className={styles.error}>
        {refusal}
      </div>
    </section>
  );
}
