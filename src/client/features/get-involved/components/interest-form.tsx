import { useId, useState, type FormEvent } from 'react';
import type { ageBands, genders, interestRoles, languages } from '../../../../shared/api/inbox.ts';
import {
  ageLabels,
  genderLabels,
  interestForm as texts,
  languageLabels,
  roleLabels,
} from '../../../content/get-involved.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { HoneypotField } from '../../contact/components/honeypot-field.tsx';
import { sendInterest } from '../api/send-interest.ts';
import { ChoiceGroup } from './choice-group.tsx';
import styles from './interest-form.module.css';

type Gender = (typeof genders)[number];
type AgeBand = (typeof ageBands)[number];
type Language = (typeof languages)[number];
export type InterestRole = (typeof interestRoles)[number];

interface Values {
  fullName: string;
  gender: Gender | '';
  age: AgeBand | '';
  education: string;
  occupation: string;
  location: string;
  mobile: string;
  email: string;
  languages: Language[];
  roles: InterestRole[];
}

type TextField = 'fullName' | 'education' | 'occupation' | 'location' | 'mobile' | 'email';
type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' | 'failed'; message: string };

const keysOf = <K extends string>(labels: Record<K, string>) => Object.keys(labels) as K[];

const textFields: { name: TextField; type: string; autoComplete: string }[] = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'education', type: 'text', autoComplete: 'off' },
  { name: 'occupation', type: 'text', autoComplete: 'organization-title' },
  { name: 'location', type: 'text', autoComplete: 'address-level2' },
  { name: 'mobile', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
];

export interface InterestFormProps {
  /** The Get Involved action the form was opened from, stored with the entry. */
  action?: string;
  /** Roles ticked when the form opens and after Reset. */
  defaultRoles?: InterestRole[];
  headingLevel?: 2 | 3;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
}

/** The Expression of Interest form (SPEC section 3), sent to the organisation's inbox. */
export function InterestForm({
  action = '',
  defaultRoles = [],
  headingLevel = 2,
  onCancel,
}: InterestFormProps) {
  const id = useId();
  const initial = (): Values => ({
    fullName: '',
    gender: '',
    age: '',
    education: '',
    occupation: '',
    location: '',
    mobile: '',
    email: '',
    languages: [],
    roles: [...defaultRoles],
  });
  const [values, setValues] = useState<Values>(initial);
  const [honeypot, setHoneypot] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const update = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  function reset() {
    setValues(initial());
    setHoneypot('');
    setOutcome({ kind: 'idle' });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome({ kind: 'sending' });
    const { gender, age, ...rest } = values;
    try {
      const { message } = await sendInterest({
        ...rest,
        gender: gender || undefined,
        age: age || undefined,
        action,
        website: honeypot,
      });
      setValues(initial());
      setOutcome({ kind: 'sent', message });
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof ApiError ? error.message : texts.networkError });
    }
  }

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const sending = outcome.kind === 'sending';
  return (
    <form className={styles.form} aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <Heading id={`${id}-title`} className={styles.title}>
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
              value={values[field.name]}
              onChange={(event) => update(field.name, event.target.value)}
            />
          </div>
        ))}
      </div>
      <div className={styles.grid}>
        <ChoiceGroup
          type="radio"
          name="gender"
          legend={texts.fields.gender}
          options={keysOf(genderLabels)}
          labels={genderLabels}
          selected={values.gender ? [values.gender] : []}
          onChange={(next) => update('gender', next[0] ?? '')}
        />
        <ChoiceGroup
          type="radio"
          name="age"
          legend={texts.fields.age}
          options={keysOf(ageLabels)}
          labels={ageLabels}
          selected={values.age ? [values.age] : []}
          onChange={(next) => update('age', next[0] ?? '')}
        />
        <ChoiceGroup
          type="checkbox"
          name="languages"
          legend={texts.fields.languages}
          options={keysOf(languageLabels)}
          labels={languageLabels}
          selected={values.languages}
          onChange={(next) => update('languages', next)}
        />
        <ChoiceGroup
          type="checkbox"
          name="roles"
          legend={texts.fields.roles}
          options={keysOf(roleLabels)}
          labels={roleLabels}
          selected={values.roles}
          onChange={(next) => update('roles', next)}
        />
      </div>
      <HoneypotField id={`${id}-website`} value={honeypot} onChange={setHoneypot} />
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
        <div role="status" className={styles.success}>
          {outcome.kind === 'sent' && outcome.message}
        </div>
        <div role="alert" className={styles.error}>
          {outcome.kind === 'failed' && outcome.message}
        </div>
      </div>
    </form>
  );
}
