import { useId, useRef, type RefObject } from 'react';
import { HONEYPOT_FIELD, inboxPaths } from '#shared/api/inbox-fields';
import type { interestRoles } from '#shared/api/inbox';
import { ageLabels, genderLabels, languageLabels, roleLabels } from '#client/texts/get-involved.ts';
import { useTexts } from '#client/i18n/language-context.tsx';
import { textOf, useSentForm } from '#client/lib/use-sent-form.ts';
import { FormOutcomeMessages } from '#client/components/ui/form-parts.tsx';
import { HoneypotField } from '#client/components/ui/honeypot-field.tsx';
import { sendInterest } from '../api/send-interest.ts';
import { ChoiceGroup } from './choice-group.tsx';
import styles from './interest-form.module.css';
import { FormPostNotes } from '#client/components/ui/form-post-notes.tsx';
import { FormNotice, noticeVersionOf } from '#client/features/privacy-notice/form-notice.tsx';

export type InterestRole = (typeof interestRoles)[number];

type TextField = 'fullName' | 'education' | 'occupation' | 'location' | 'mobile' | 'email';

/** The options' keys, in the order the lists show them (their labels are the page's language's). */
const keysOf = <K extends string>(labels: Record<K, string>) => Object.keys(labels) as K[];
const genderOptions = keysOf(genderLabels);
const ageOptions = keysOf(ageLabels);
const languageOptions = keysOf(languageLabels);
const roleOptions = keysOf(roleLabels);

/** The option a radio group sent, if it is one of the group's options. */
const oneOf = <K extends string>(options: readonly K[], value: FormDataEntryValue | null) =>
  options.find((option) => option === value);
/** The options a checkbox list sent, in the order the list shows them. */
const someOf = <K extends string>(options: readonly K[], values: FormDataEntryValue[]) =>
  options.filter((option) => values.includes(option));

const textFields: { name: TextField; type: string; autoComplete: string }[] = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'education', type: 'text', autoComplete: 'off' },
  { name: 'occupation', type: 'text', autoComplete: 'organization-title' },
  { name: 'location', type: 'text', autoComplete: 'address-level2' },
  { name: 'mobile', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
];

/**
 * The choices after the text fields, each with its group of labels in the catalogue; the roles start with
 * the ones the action preselects.
 */
const choiceGroups: {
  type: 'radio' | 'checkbox';
  name: 'gender' | 'age' | 'languages' | 'roles';
  options: readonly string[];
  labels: 'genders' | 'ages' | 'languages' | 'roles';
}[] = [
  { type: 'radio', name: 'gender', options: genderOptions, labels: 'genders' },
  { type: 'radio', name: 'age', options: ageOptions, labels: 'ages' },
  { type: 'checkbox', name: 'languages', options: languageOptions, labels: 'languages' },
  { type: 'checkbox', name: 'roles', options: roleOptions, labels: 'roles' },
];

export interface InterestFormProps {
  /** The Get Involved action the form was opened from, stored with the entry. */
  action?: string;
  /** Roles ticked when the form opens and after Reset. */
  defaultRoles?: InterestRole[];
  headingLevel?: 2 | 3;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  /** Given, the heading can take focus, for a page that moves the visitor to the form. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/**
 * The Expression of Interest form (SPEC section 3), sent to the organisation's inbox. The fields are
 * uncontrolled and read at submit, so what a visitor types before the page has hydrated is kept.
 */
export function InterestForm({
  action = '',
  defaultRoles = [],
  headingLevel = 2,
  onCancel,
  headingRef,
}: InterestFormProps) {
  const id = useId();
  const words = useTexts().getInvolved;
  const texts = words.form;
  const formRef = useRef<HTMLFormElement>(null);
  const { outcome, setOutcome, onSubmit } = useSentForm((fields) => {
    const text = textOf(fields);
    return sendInterest({
      fullName: text('fullName'),
      gender: oneOf(genderOptions, fields.get('gender')),
      age: oneOf(ageOptions, fields.get('age')),
      education: text('education'),
      occupation: text('occupation'),
      location: text('location'),
      mobile: text('mobile'),
      email: text('email'),
      languages: someOf(languageOptions, fields.getAll('languages')),
      roles: someOf(roleOptions, fields.getAll('roles')),
      action,
      noticeVersion: noticeVersionOf(fields),
      [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
    });
  }, texts.networkError);

  // Resetting the form puts back what the page rendered: empty fields and the preselected roles.
  function reset() {
    formRef.current?.reset();
    setOutcome({ kind: 'idle' });
  }

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const sending = outcome.kind === 'sending';
  return (
    <form
      ref={formRef}
      className={styles.form}
      aria-labelledby={`${id}-title`}
      onSubmit={onSubmit}
      method="post"
      action={inboxPaths.interest}
    >
      <FormPostNotes sent={texts.sent} />
      {action && <input type="hidden" name="action" value={action} />}
      <Heading
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className={styles.title}
      >
        {texts.title}
      </Heading>
      <p className={styles.lead}>{texts.lead}</p>
      <div className={styles.grid}>
        {textFields.map((field) => (
          <div key={field.name} className={styles.field}>
            <label htmlFor={`${id}-${field.name}`}>{texts.fields[field.name]}</label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
            />
          </div>
        ))}
      </div>
      <div className={styles.grid}>
        {choiceGroups.map(({ labels, ...group }) => (
          <ChoiceGroup
            key={group.name}
            {...group}
            labels={words[labels]}
            legend={texts.fields[group.name]}
            defaultSelected={group.name === 'roles' ? defaultRoles : []}
          />
        ))}
      </div>
      <HoneypotField id={`${id}-website`} />
      <FormNotice />
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={sending}>
          {sending ? texts.submitting : texts.submit}
        </button>
        <button type="button" className={styles.secondary} onClick={reset}>
          {texts.reset}
        </button>
        {onCancel && (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {texts.cancel}
          </button>
        )}
      </div>
      <div className={styles.messages}>
        <FormOutcomeMessages outcome={outcome} />
      </div>
    </form>
  );
}
