import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { HONEYPOT_FIELD } from '#shared/api/inbox-fields';
import { givingLimits, type SponsorAction } from '#shared/api/giving-fields';
import type { Pledge } from '#shared/api/giving';
import {
  parseAmount,
  pledgeProblems,
  type PledgeField,
  type PledgeFormValues,
} from '#shared/giving/pledge-checks';
import { Button } from '#client/components/ui/button.tsx';
import { givingTexts } from '#client/content/giving.ts';
import { HoneypotField } from '#client/components/ui/honeypot-field.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { createPledge } from '../api/create-pledge.ts';
import { AmountChoice, chosenAmount, firstChoice, type AmountChoiceValue } from './amount-choice.tsx';
import { FormField } from './form-field.tsx';
import { ReceiptFields } from './receipt-fields.tsx';
import styles from './giving.module.css';

const texts = givingTexts;
type Details = Omit<PledgeFormValues, 'amount'>;
const noDetails: Details = {
  fullName: '',
  email: '',
  mobile: '',
  wantsReceipt: false,
  pan: '',
  address: '',
};

/** Who gives: the donor's name and how to reach them, as the server stores them. */
const donorFields = [
  { name: 'fullName', type: 'text', autoComplete: 'name', maxLength: givingLimits.name },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: undefined },
  { name: 'mobile', type: 'tel', autoComplete: 'tel', maxLength: undefined },
] as const;

interface DonorFormProps {
  action: SponsorAction;
  amounts: readonly number[];
  onPledged: (pledge: Pledge) => void;
}

/** The donor's details and amount; checked here as the server checks them, then sent as a pledge. */
export function DonorForm({ action, amounts, onPledged }: DonorFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [amount, setAmount] = useState<AmountChoiceValue>(() => firstChoice(amounts));
  const [details, setDetails] = useState<Details>(noDetails);
  const [problems, setProblems] = useState<Partial<Record<PledgeField, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [sending, setSending] = useState(false);
  const focusProblem = useRef(false);

  // After a check fails, the first field with a problem takes the focus, its message read with it.
  useEffect(() => {
    if (!focusProblem.current) return;
    focusProblem.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems]);

  const set = (field: keyof Details) => (value: string | boolean) =>
    setDetails((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { ...details, amount: chosenAmount(amount) };
    const found = pledgeProblems(values);
    setProblems(found);
    setRefusal('');
    if (Object.keys(found).length > 0) {
      focusProblem.current = true;
      return;
    }
    setSending(true);
    try {
      const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
      onPledged(
        await createPledge({
          action,
          amount: parseAmount(values.amount)!,
          fullName: values.fullName,
          email: values.email,
          mobile: values.mobile,
          wantsReceipt: values.wantsReceipt,
          ...(values.wantsReceipt ? { pan: values.pan, address: values.address } : {}),
          [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '',
        }),
      );
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : texts.networkError);
      setSending(false);
    }
  }

  const hasProblems = Object.keys(problems).length > 0;
  return (
    <form ref={formRef} className={styles.form} aria-label={texts.title} noValidate onSubmit={onSubmit}>
      <AmountChoice
        id={`${id}-amount`}
        amounts={amounts}
        value={amount}
        onChange={setAmount}
        error={problems.amount}
      />
      <div className={styles.grid}>
        {donorFields.map((field) => (
          <FormField
            key={field.name}
            id={`${id}-${field.name}`}
            label={texts.fields[field.name]}
            type={field.type}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            value={details[field.name]}
            onValue={set(field.name)}
            error={problems[field.name]}
          />
        ))}
      </div>
      <ReceiptFields
        id={`${id}-receipt`}
        values={details}
        onWantsReceipt={set('wantsReceipt')}
        onPan={(pan) => set('pan')(pan.toUpperCase())}
        onAddress={set('address')}
        problems={problems}
      />
      <HoneypotField id={`${id}-website`} />
      <div className={styles.buttons}>
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? texts.submitting : texts.submit}
        </Button>
      </div>
      <div role="alert" className={styles.error}>
        {refusal || (hasProblems ? texts.checkFields : '')}
      </div>
    </form>
  );
}
