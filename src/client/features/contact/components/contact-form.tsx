import { useId, useState, type FormEvent } from 'react';
import { contactPage } from '../../../content/contact-page.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { sendContact } from '../api/send-contact.ts';
import { HoneypotField } from './honeypot-field.tsx';
import styles from './contact-form.module.css';

const texts = contactPage.form;
const emptyValues = { name: '', mobile: '', email: '', message: '' };
type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' | 'failed'; message: string };

/** The contact page form: sent to the organisation's inbox; what was typed stays when sending fails. */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const id = useId();
  const [values, setValues] = useState(emptyValues);
  const [honeypot, setHoneypot] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const set = (field: keyof typeof emptyValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome({ kind: 'sending' });
    try {
      const { message } = await sendContact({ ...values, source: 'contact-page', website: honeypot });
      setValues(emptyValues);
      setOutcome({ kind: 'sent', message });
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof ApiError ? error.message : texts.networkError });
    }
  }

  const sending = outcome.kind === 'sending';
  return (
    <form className={styles.form} aria-labelledby={labelledBy} onSubmit={onSubmit}>
      <p className={styles.note}>
        <span aria-hidden="true" className={styles.asterisk}>
          *
        </span>{' '}
        marks a required field
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>
          {texts.name}{' '}
          <span aria-hidden="true" className={styles.asterisk}>
            *
          </span>
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          aria-required="true"
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
        />
      </div>
      <div className={styles.pair}>
        <div className={styles.field}>
          <label htmlFor={`${id}-mobile`}>{texts.mobile}</label>
          <input
            id={`${id}-mobile`}
            name="mobile"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={values.mobile}
            onChange={(event) => set('mobile')(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{texts.email}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => set('email')(event.target.value)}
          />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>{texts.message}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          value={values.message}
          onChange={(event) => set('message')(event.target.value)}
        />
      </div>
      <HoneypotField id={`${id}-website`} value={honeypot} onChange={setHoneypot} />
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? texts.sending : texts.send}
      </button>
      <div role="status" className={styles.success}>
        {outcome.kind === 'sent' && outcome.message}
      </div>
      <div role="alert" className={styles.error}>
        {outcome.kind === 'failed' && outcome.message}
      </div>
    </form>
  );
}
