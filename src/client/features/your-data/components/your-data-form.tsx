import { useId } from 'react';
import { HONEYPOT_FIELD } from '#shared/api/inbox-fields';
import { dataRequestLimits, dataRequestPaths } from '#shared/api/data-request-fields';
import { dataRequestKinds, type DataRequestKind } from '#shared/privacy/data-requests';
import { useTexts } from '#client/i18n/language-context.tsx';
import { textOf, useSentForm } from '#client/lib/use-sent-form.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormOutcomeMessages, RequiredMark, RequiredNote } from '#client/components/ui/form-parts.tsx';
import form from '#client/components/ui/form.module.css';
import { HoneypotField } from '#client/components/ui/honeypot-field.tsx';
import { FormPostNotes } from '#client/components/ui/form-post-notes.tsx';
import { FormNotice } from '#client/features/privacy-notice/form-notice.tsx';
import { sendDataRequest } from '../send-data-request.ts';
import styles from './your-data.module.css';

/**
 * The request form of /your-data. Without JavaScript it posts to the same endpoint and the page shows the
 * note of the answer; with it, the answer shows below the button. The fields are uncontrolled and read at
 * submit, so what is typed before the page hydrates counts.
 */
export function YourDataForm({ labelledBy }: { labelledBy: string }) {
  const id = useId();
  const texts = useTexts().yourData.form;
  const { outcome, onSubmit } = useSentForm((fields) => {
    const text = textOf(fields);
    return sendDataRequest({
      email: text('email'),
      kind: text('kind') as DataRequestKind,
      details: text('details'),
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
      action={dataRequestPaths.ask}
    >
      <RequiredNote />
      <FormPostNotes sent={texts.sent} />
      <div className={form.field}>
        <label htmlFor={`${id}-email`}>
          {texts.email} <RequiredMark />
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          aria-required="true"
          maxLength={dataRequestLimits.email}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{texts.kind}</legend>
        <div className={styles.choices}>
          {dataRequestKinds.map((kind) => (
            <label key={kind} htmlFor={`${id}-${kind}`} className={form.choice}>
              <input
                id={`${id}-${kind}`}
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={kind === 'see'}
              />
              {texts.kinds[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={form.field}>
        <label htmlFor={`${id}-details`}>{texts.details}</label>
        <textarea
          id={`${id}-details`}
          name="details"
          rows={4}
          maxLength={dataRequestLimits.details}
          aria-describedby={`${id}-details-hint`}
        />
        <p id={`${id}-details-hint`} className={form.note}>
          {texts.detailsHint}
        </p>
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
