import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  HONEYPOT_FIELD,
  contactLimits,
  heardFromOptions,
  contactReceivedMessage,
  inboxPaths,
} from '#shared/api/inbox-fields';
import type { ContactInput } from '#shared/api/inbox';
import { Button } from '#client/components/ui/button.tsx';
import { RequiredMark, RequiredNote } from '#client/components/ui/form-parts.tsx';
import form from '#client/components/ui/form.module.css';
import { HoneypotField } from '#client/components/ui/honeypot-field.tsx';
import { CheckCircleIcon } from '#client/components/ui/icons.tsx';
import { contactPage } from '#client/content/contact-page.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { sendContact } from '#client/features/contact/send-contact.ts';
import { FormPostNotes } from '#client/components/ui/form-post-notes.tsx';

type Field = 'name' | 'email' | 'mobile' | 'heardFrom' | 'message';
type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'error'; message: string };

/** The same field labels as the contact page's form, so both forms read alike. */
const labels = contactPage.form;

export const CONTACT_NETWORK_ERROR =
  'Your message could not be sent. Please check your connection and try again.';

/**
 * The home page contact form. It reaches the organisation through POST /api/contact (source 'home');
 * a hidden field that people never see catches bots. On error everything typed stays in place.
 * The fields are uncontrolled and read at submit, so what a visitor types before the page has hydrated
 * is kept.
 */
export function HomeContactForm() {
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const form = event.currentTarget;
    const fields = new FormData(form);
    const text = (name: string) => String(fields.get(name) ?? '');
    setStatus({ kind: 'sending' });
    const body: ContactInput = {
      name: text('name'),
      email: text('email'),
      mobile: text('mobile'),
      message: text('message'),
      heardFrom: heardFromOptions.find((option) => option === text('heardFrom')),
      source: 'home',
      [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
    };
    try {
      const answer = await sendContact(body);
      form.reset();
      setStatus({ kind: 'sent', message: answer.message });
    } catch (error) {
      setStatus({
        kind: 'error',
        message: error instanceof ApiError ? error.message : CONTACT_NETWORK_ERROR,
      });
    }
  }

  const field = (name: Field) => ({ id: `${id}-${name}`, name });

  return (
    <form
      className={form.form}
      onSubmit={onSubmit}
      noValidate
      aria-describedby={`${id}-hint`}
      method="post"
      action={inboxPaths.contact}
    >
      <RequiredNote id={`${id}-hint`} />
      <FormPostNotes sent={contactReceivedMessage} />
      <input type="hidden" name="source" value="home" />
      <div className={form.pair}>
        <div className={form.field}>
          <label htmlFor={`${id}-name`}>
            {labels.name} <RequiredMark />
          </label>
          <input
            {...field('name')}
            type="text"
            autoComplete="name"
            required
            aria-required="true"
            maxLength={contactLimits.name}
          />
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-email`}>{labels.email}</label>
          <input
            {...field('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={contactLimits.email}
          />
        </div>
      </div>
      <div className={form.pair}>
        <div className={form.field}>
          <label htmlFor={`${id}-mobile`}>{labels.mobile}</label>
          <input
            {...field('mobile')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={contactLimits.mobile}
          />
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-heardFrom`}>How did you hear about us?</label>
          <select {...field('heardFrom')}>
            <option value="">Select an option</option>
            {heardFromOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={form.field}>
        <label htmlFor={`${id}-message`}>{labels.message}</label>
        <textarea {...field('message')} rows={5} maxLength={contactLimits.message} />
      </div>
      <HoneypotField id={`${id}-${HONEYPOT_FIELD}`} />
      <div className={form.actions}>
        <Button type="submit" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
      <div role="status" className={form.success}>
        {status.kind === 'sent' && (
          <>
            <CheckCircleIcon size={22} />
            {status.message}
          </>
        )}
      </div>
      {status.kind === 'error' && (
        <p role="alert" className={form.error}>
          {status.message}
        </p>
      )}
    </form>
  );
}
