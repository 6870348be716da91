import { useId } from 'react';
import { HONEYPOT_FIELD, inboxPaths } from '#shared/api/inbox-fields';
import { useTexts } from '#client/i18n/language-context.tsx';
import { textOf, useSentForm } from '#client/lib/use-sent-form.ts';
import { sendContact } from '../send-contact.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormOutcomeMessages, RequiredMark, RequiredNote } from '#client/components/ui/form-parts.tsx';
import form from '#client/components/ui/form.module.css';
import { HoneypotField } from '#client/components/ui/honeypot-field.tsx';
import { FormPostNotes } from '#client/components/ui/form-post-notes.tsx';
import { FormNotice, noticeVersionOf } from '#client/features/privacy-notice/form-notice.tsx';

/**
 * The contact page form: sent to the organisation's inbox; what was typed stays when sending fails.
 * The fields are uncontrolled and read at submit, so what a visitor types before the page has hydrated
 * is kept.
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const id = useId();
  const texts = useTexts().contact.form;
  const { outcome, onSubmit } = useSentForm((fields) => {
    const text = textOf(fields);
    return sendContact({
      name: text('name'),
      mobile: text('mobile'),
      email: text('email'),
      message: text('message'),
      source: 'contact-page',
      noticeVersion: noticeVersionOf(fields),
      [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
    });
  }, texts.networkError);

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
      <FormPostNotes sent={texts.sent} />
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
      <FormNotice />
      <div className={form.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? texts.sending : texts.send}
        </Button>
      </div>
      <FormOutcomeMessages outcome={outcome} />
    </form>
  );
}
