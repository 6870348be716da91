import { useId, useState, type FormEvent } from 'react';
import { HONEYPOT_FIELD, contactReceivedMessage, inboxPaths } from '#shared/api/inbox-fields';
import { contactPage } from '#client/content/contact-page.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { sendContact } from '../send-contact.ts';
import { Button } from '#client/components/ui/button.tsx';
import { RequiredMark, RequiredNote } from '#client/components/ui/form-parts.tsx';
import form from '#client/components/ui/form.module.css';
import { HoneypotField } from '#client/components/ui/honeypot-field.tsx';
import { FormPostNotes } from '#client/components/ui/form-post-notes.tsx';

const texts = contactPage.form;
type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' | 'failed'; message: string };

/**
 * The contact page form: sent to the organisation's inbox; what was typed stays when sending fails.
 * The fields are uncontrolled and read at submit, so what a visitor types before the page has hydrated
 * is kept.
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const text = (name: string) => String(fields.get(name) ?? '');
    setOutcome({ kind: 'sending' });
    try {
      const { message } = await sendContact({
        name: text('name'),
        mobile: text('mobile'),
        email: text('email'),
        message: text('message'),
        source: 'contact-page',
        [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
      });
      form.reset();
      setOutcome({ kind: 'sent', message });
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof ApiError ? error.message : texts.networkError });
    }
  }

  const sending = outcome.kind === 'sending';
  return (
    <form
      className={form.form}
      aria-labelledby={labelledBy}
      onSubmit={onSubmit}
      method="post"
      action={inboxPaths.contact}
    >
      <RequiredNote />
      <FormPostNotes sent={contactReceivedMessage} />
      <input type="hidden" name="source" value="contact-page" />
      <div className={form.field}>
        <label htmlFor={`${id}-name`}>
          {texts.name} <RequiredMark />
        </label>
        <input id={`${id}-name`} name="name" type="text" autoComplete="name" aria-required="true" />
      </div>
      <div className={form.pair}>
        <div className={form.field}>
          <label htmlFor={`${id}-mobile`}>{texts.mobile}</label>
          <input id={`${id}-mobile`} name="mobile" type="tel" autoComplete="tel" inputMode="tel" />
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-email`}>{texts.email}</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" />
        </div>
      </div>
      <div className={form.field}>
        <label htmlFor={`${id}-message`}>{texts.message}</label>
        <textarea id={`${id}-message`} name="message" rows={6} />
      </div>
      <HoneypotField id={`${id}-website`} />
      <div className={form.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? texts.sending : texts.send}
        </Button>
      </div>
      <div role="status" className={form.success}>
        {outcome.kind === 'sent' && outcome.message}
      </div>
      <div role="alert" className={form.error}>
        {outcome.kind === 'failed' && outcome.message}
      </div>
    </form>
  );
}
