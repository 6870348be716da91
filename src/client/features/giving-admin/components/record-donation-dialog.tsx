import { useState } from 'react';
import { recordDonationSchema, sponsorActions, type Donation, type SponsorAction } from '#shared/api/giving';
import { errorMessage } from '#client/admin/error-message.ts';
import forms from '#client/admin/forms.module.css';
import { useRecordDonation } from '../api/record-donation.ts';
import { actionLabel } from '../action-labels.ts';
import { wholeNumberOf } from '../field-errors.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { FormDialog } from './form-dialog.tsx';
import { IdentityFields, ReceivedFields, identityBody, receivedBody } from './received-fields.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import { useReceivedForm } from './use-received-form.ts';

const say = givingAdminTexts.record;
const actionOptions = sponsorActions.map((action) => ({ value: action, label: actionLabel(action) }));

interface RecordDonationDialogProps {
  onClose: () => void;
  onDone: (donation: Donation) => void;
}

/** A donation that came without a pledge: cash at an event, a cheque by post. */
export function RecordDonationDialog({ onClose, onDone }: RecordDonationDialogProps) {
  const record = useRecordDonation();
  const [donor, setDonor] = useState({ fullName: '', email: '', mobile: '', amount: '' });
  const [action, setAction] = useState<SponsorAction>('way-to-give-money');
  const form = useReceivedForm({ mode: 'cash', utr: '' });

  function submit() {
    const body = {
      ...donor,
      action,
      amount: wholeNumberOf(donor.amount),
      ...receivedBody(form.received),
      ...identityBody(form.identity),
    };
    const data = form.check(recordDonationSchema, body, false);
    if (!data) return;
    record.mutate(data, {
      onSuccess: onDone,
      onError: (error) => form.setFailure(errorMessage(error, say.failed)),
    });
  }

  const field = (key: keyof typeof donor) => ({
    value: donor[key],
    error: form.errors[key],
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
      error={form.failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label={say.fullName} autoComplete="off" {...field('fullName')} />
      <div className={forms.row}>
        <TextField label={say.email} type="email" autoComplete="off" {...field('email')} />
        <TextField label={say.mobile} type="tel" autoComplete="off" {...field('mobile')} />
      </div>
      <div className={forms.row}>
        <SelectField label={say.action} value={action} options={actionOptions} onChange={setAction} />
        <TextField label={say.amount} inputMode="numeric" {...field('amount')} />
      </div>
      <ReceivedFields value={form.received} onChange={form.setReceived} errors={form.errors} />
      <IdentityFields value={form.identity} onChange={form.setIdentity} errors={form.errors} />
    </FormDialog>
  );
}
