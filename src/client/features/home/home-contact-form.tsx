import { useId } from 'react';
import { HONEYPOT_FIELD, contactLimits, heardFromOptions, inboxPaths } from '#shared/api/inbox-fields';
import { Button } from '#client/components/ui/button.tsx';
import { FormOutcomeMessages, RequiredMark, RequiredNote } from '#client/components/ui/form-parts.tsx';
import form from '#client/components/ui/form.module.css';
import { HoneypotField } from '#client/components/ui/honeypot-field.tsx';
import { CheckCircleIcon } from '#client/components/ui/icons.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import { textOf, useSentForm } from '#client/lib/use-sent-form.ts';
import { sendContact } from '#client/features/contact/send-contact.ts';
import { FormPostNotes } from '#client/components/ui/form-post-notes.tsx';
import { FormNotice, noticeVersionOf } from '#client/features/privacy-notice/form-notice.tsx';

type Field = 'name' | 'email' | 'mobile' | 'heardFrom' | 'message';

/**
 * The home page contact form. It reaches the organisation through POST /api/contact (source 'home');
 * a hidden field that people never see catches bots. It sends the way the contact page's form does
 * (useSentForm): on error everything typed stays in place. The fields are uncontrolled and read at
 * submit, so what a visitor types before the page has hydrated is kept.
 */
export function HomeContactForm() {
  const id = useId();
  const texts = useTexts();
  // The same field labels and messages as the contact page's form, so both forms read alike.
  const labels = texts.contact.form;
  const own = texts.layout.home.contact;
  const { outcome, onSubmit } = useSentForm((fields) => {
    const text = textOf(fields);
    return sendContact({
      name: text('name'),
      email: text('email'),
      mobile: text('mobile'),
      message: text('message'),
      heardFrom: heardFromOptions.find((option) => option === text('heardFrom')),
      source: 'home',
      noticeVersion: noticeVersionOf(fields),
      [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
    });
  }, labels.networkError);

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
      <FormPostNotes sent={labels.sent} />
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
          <label htmlFor={`${id}-heardFrom`}>{own.heardFrom}</label>
          <select {...field('heardFrom')}>
            <option value="">{own.selectOption}</option>
            {heardFromOptions.map((option) => (
              <option key={option} value={option}>
                {own.heardFromOptions[option]}
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
      <FormNotice />
      <div className={form.actions}>
        <Button type="submit" disabled={outcome.kind === 'sending'}>
          {outcome.kind === 'sending' ? labels.sending : own.send}
        </Button>
      </div>
      <FormOutcomeMessages outcome={outcome} sentIcon={<CheckCircleIcon size={22} />} />
    </form>
  );
}
