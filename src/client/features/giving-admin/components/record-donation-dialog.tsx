import { useState } from 'react';
import {
  recordDonationSchema,
  sponsorActions,
  type Donation,
  type DonationMode,
  type SponsorAction,
} from '#shared/api/giving';
import forms from '#client/admin/forms.module.css';
import { useGivingSettings } from '../api/get-giving-settings.ts';
import { useReceiptPreview } from '../api/preview-receipt.ts';
import { useRecordDonation } from '../api/record-donation.ts';
import { actionLabel } from '../action-labels.ts';
import { wholeNumberOf } from '../form-values.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { guardOf, guardsOf, overrideBody } from '../guards.ts';
import { FormDialog } from './form-dialog.tsx';
import { GuardReasonFields, ReceiptPreviewNotice } from './receipt-preview.tsx';
import {
  GivenFields,
  IdentityFields,
  ReceivedFields,
  givenBody,
  identityBody,
  receivedBody,
} from './received-fields.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from '#client/admin/field.tsx';
import { checkedBody, useReceivedForm } from './use-received-form.ts';

const say = givingAdminTexts.record;
const actionOptions = sponsorActions.map((action) => ({ value: action, label: actionLabel(action) }));

interface RecordDonationDialogProps {
  onClose: () => void;
  onDone: (donation: Donation) => void;
  /** What is already known, from a bank statement's credit: the amount, the day, how and the reference. */
  prefill?: { amount: string; receivedOn: string; mode: DonationMode; utr: string };
}

/** A donation that came without a pledge: cash at an event, a cheque by post, goods. */
export function RecordDonationDialog({ onClose, onDone, prefill }: RecordDonationDialogProps) {
  const record = useRecordDonation();
  const settings = useGivingSettings();
  const [donor, setDonor] = useState({ fullName: '', email: '', mobile: '', amount: prefill?.amount ?? '' });
  const [action, setAction] = useState<SponsorAction>('way-to-give-money');
  const form = useReceivedForm(prefill ?? { mode: 'cash', utr: '' });

  // Unless another type is chosen, none is sent and the server gives the settings' type for the action.
  const defaultType = settings.data?.donationTypes[action] ?? 'Others';
  const body = {
    ...donor,
    action,
    amount: wholeNumberOf(donor.amount),
    ...receivedBody(form.received),
    ...givenBody(form.given),
    ...identityBody(form.identity),
  };
  const preview = useReceiptPreview({ kind: 'record' }, checkedBody(recordDonationSchema, body));
  const guards = guardsOf(
    preview.state === 'ready' ? guardOf(preview.preview.refusal) : null,
    ...form.refused,
  );

  function submit() {
    const data = form.check(recordDonationSchema, { ...body, ...overrideBody(form.overrides, guards) });
    if (!data) return;
    record.mutate(data, {
      onSuccess: onDone,
      onError: (error) => form.fail(error, say.failed),
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
        <TextField
          label={say.amount}
          hint={form.received.mode === 'in-kind' ? say.amountHint : undefined}
          inputMode="numeric"
          {...field('amount')}
        />
      </div>
      <ReceivedFields value={form.received} onChange={form.setReceived} errors={form.errors} />
      <GivenFields
        value={form.given}
        onChange={form.setGiven}
        errors={form.errors}
        defaultType={defaultType}
      />
      {/* The address is always asked: without it the gift counts as anonymous (section 115BBC). */}
      <IdentityFields value={form.identity} onChange={form.setIdentity} errors={form.errors} showAddress />
      <ReceiptPreviewNotice preview={preview} />
      <GuardReasonFields
        guards={guards}
        value={form.overrides}
        onChange={form.setOverrides}
        errors={form.errors}
      />
    </FormDialog>
  );
}
