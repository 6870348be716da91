import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { HONEYPOT_FIELD } from '#shared/api/inbox-fields';
import { givingLimits, type SponsorAction } from '#shared/api/giving-fields';
import type { GivingOptions, Pledge } from '#shared/api/giving';
import {
  parseAmount,
  pledgeProblems,
  type PledgeField,
  type PledgeFormValues,
} from '#shared/api/pledge-checks';
import { Button } from '#client/components/ui/button.tsx';
import { useLanguage } from '#client/i18n/language-context.tsx';
import { HoneypotField } from '#client/components/ui/honeypot-field.tsx';
import { FormNotice, noticeVersionOf } from '#client/features/privacy-notice/form-notice.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { createPledge } from '../api/create-pledge.ts';
import { AmountChoice, chosenAmount, firstChoice, type AmountChoiceValue } from './amount-choice.tsx';
import { FormField } from './form-field.tsx';
import { ForeignDonor } from './foreign-donor.tsx';
import { ReceiptFields } from './receipt-fields.tsx';
import { ResidenceChoice } from './residence-choice.tsx';
import styles from './giving.module.css';

type Details = Omit<PledgeFormValues, 'amount'>;
const noDetails: Details = {
  residence: '',
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
  options: GivingOptions;
  onPledged: (pledge: Pledge) => void;
}

/**
 * Who the donor is under the law first (an Indian citizen, in India or abroad), then the amount and the
 * donor's details; checked here as the server checks them, then sent as a pledge. A foreign national is
 * told why the form cannot take their gift, and given the FCRA account when there is one.
 */
export function DonorForm({ action, options, onPledged }: DonorFormProps) {
  const { language, texts: allTexts } = useLanguage();
  const texts = allTexts.giving;
  const amounts = options.amounts[action];
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
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group of choices takes the focus on its first choice.
    (invalid?.matches('fieldset') ? invalid.querySelector<HTMLElement>('input') : invalid)?.focus();
  }, [problems]);

  const set = (field: keyof Details) => (value: string | boolean) =>
    setDetails((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { ...details, amount: chosenAmount(amount) };
    // Said in the page's language, as the server would answer it.
    const found = pledgeProblems(values, options.addressRequiredAbove, texts.checks);
    setProblems(found);
    setRefusal('');
    if (Object.keys(found).length > 0) {
      focusProblem.current = true;
      return;
    }
    setSending(true);
    try {
      const fields = new FormData(event.currentTarget);
      const honeypot = fields.get(HONEYPOT_FIELD);
      onPledged(
        await createPledge({
          action,
          amount: parseAmount(values.amount)!,
          fullName: values.fullName,
          email: values.email,
          mobile: values.mobile,
          // Checked above: the donor said they are an Indian citizen, in India or abroad.
          residence: values.residence === 'abroad' ? 'abroad' : 'india',
          wantsReceipt: values.wantsReceipt,
          address: values.address,
          ...(values.wantsReceipt ? { pan: values.pan } : {}),
          [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '',
          noticeVersion: noticeVersionOf(fields),
          // The page's language: the donor's mails come in it (English pages send nothing, as before).
          ...(language === 'en' ? {} : { language }),
        }),
      );
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : texts.networkError);
      setSending(false);
    }
  }

  const hasProblems = Object.keys(problems).length > 0;
  const foreign = details.residence === 'foreign';
  return (
    <form ref={formRef} className={styles.form} aria-label={texts.title} noValidate onSubmit={onSubmit}>
      <ResidenceChoice
        id={`${id}-residence`}
        value={details.residence}
        onChange={(residence) => setDetails((current) => ({ ...current, residence }))}
        error={foreign ? undefined : problems.residence}
      />
      {foreign ? (
        <ForeignDonor fcraAccount={options.fcraAccount} />
      ) : (
        <>
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
                hint={
                  field.name === 'mobile' && details.residence === 'abroad'
                    ? texts.fields.mobileAbroadHint
                    : undefined
                }
                type={field.type}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                value={details[field.name]}
                onValue={set(field.name)}
                error={problems[field.name]}
              />
            ))}
          </div>
          <FormField
            id={`${id}-address`}
            label={texts.fields.address}
            hint={texts.fields.addressHint(options.addressRequiredAbove)}
            multiline
            autoComplete="street-address"
            maxLength={givingLimits.address}
            value={details.address}
            onValue={set('address')}
            error={problems.address}
          />
          <ReceiptFields
            id={`${id}-receipt`}
            values={details}
            onWantsReceipt={set('wantsReceipt')}
            onPan={(pan) => set('pan')(pan.toUpperCase())}
            problems={problems}
          />
          <HoneypotField id={`${id}-website`} />
          <FormNotice />
          <div className={styles.buttons}>
            <Button type="submit" size="lg" disabled={sending}>
              {sending ? texts.submitting : texts.submit}
            </Button>
          </div>
          <div role="alert" className={styles.error}>
            {refusal || (hasProblems ? texts.checkFields : '')}
          </div>
        </>
      )}
    </form>
  );
}
