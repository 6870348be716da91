import { useId, useState } from 'react';
import {
  givingMessages,
  recordDonationSchema,
  sponsorActions,
  type Donation,
  type SponsorAction,
} from '#shared/api/giving';
import { errorMessage } from '#client/admin/error-message.ts';
import forms from '#client/admin/forms.module.css';
import { useRecordDonation } from '../api/record-donation.ts';
import { actionLabel } from '../action-labels.ts';
import { fieldErrors, wholeNumberOf, withoutEmpty, type FieldErrors } from '../field-errors.ts';
import { todayInIndia } from '../financial-years.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { FormDialog } from './form-dialog.tsx';
import {
  IdentityFields,
  ReceivedFields,
  identityBody,
  receivedBody,
  type IdentityDraft,
  type ReceivedDraft,
} from './received-fields.tsx';
import { TextField } from './text-field.tsx';

const say = givingAdminTexts.record;

interface RecordDonationDialogProps {
  onClose: () => void;
  onDone: (donation: Donation) => void;
}

/** A donation that came without a pledge: cash at an event, a cheque by post. */
export function RecordDonationDialog({ onClose, onDone }: RecordDonationDialogProps) {
  const actionId = useId();
  const record = useRecordDonation();
  const [donor, setDonor] = useState({ fullName: '', email: '', mobile: '', amount: '' });
  const [action, setAction] = useState<SponsorAction>('way-to-give-money');
  const [received, setReceived] = useState<ReceivedDraft>({
    receivedOn: todayInIndia(),
    mode: 'cash',
    utr: '',
    chequeNumber: '',
  });
  const [identity, setIdentity] = useState<IdentityDraft>({ idCode: '', idNumber: '', donorAddress: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  function submit() {
    const body = {
      ...donor,
      action,
      amount: wholeNumberOf(donor.amount),
      ...receivedBody(received),
      ...identityBody(identity),
    };
    const parsed = recordDonationSchema.safeParse(body);
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (identity.idCode && !identity.donorAddress.trim())
      found.donorAddress ??= givingMessages.addressRequired;
    setErrors(found);
    const first = Object.values(found)[0];
    if (!parsed.success || first) {
      setFailure(first ?? null);
      return;
    }
    setFailure(null);
    record.mutate(withoutEmpty(parsed.data), {
      onSuccess: onDone,
      onError: (error) => setFailure(errorMessage(error, say.failed)),
    });
  }

  const field = (key: keyof typeof donor) => ({
    value: donor[key],
    error: errors[key],
    onChange: (next: string) => setDonor({ ...donor, [key]: next }),
  });
  return (
    <FormDialog
      title={say.title}
      intro={say.intro}
      submitLabel={say.save}
      cancelLabel={givingAdminTexts.received.close}
      pending={record.isPending}
      pendingLabel={givingAdminTexts.received.saving}
      error={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label={say.fullName} autoComplete="off" {...field('fullName')} />
      <div className={forms.row}>
        <TextField label={say.email} type="email" autoComplete="off" {...field('email')} />
        <TextField label={say.mobile} type="tel" autoComplete="off" {...field('mobile')} />
      </div>
      <div className={forms.row}>
        <div className={forms.field}>
          <label htmlFor={actionId}>{say.action}</label>
          <select
            id={actionId}
            className={forms.control}
            value={action}
            onChange={(event) => setAction(event.target.value as SponsorAction)}
          >
            {sponsorActions.map((option) => (
              <option key={option} value={option}>
                {actionLabel(option)}
              </option>
            ))}
          </select>
        </div>
        <TextField label={say.amount} inputMode="numeric" {...field('amount')} />
      </div>
      <ReceivedFields value={received} onChange={setReceived} errors={errors} />
      <IdentityFields value={identity} onChange={setIdentity} errors={errors} />
    </FormDialog>
  );
}
