import { useState } from 'react';
import { correctionSchema, type Donation } from '#shared/api/giving';
import { formatRupees } from '#shared/giving/amount-in-words';
import { useCorrectDonation } from '../api/correct-donation.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { CorrectionFields } from './correction-fields.tsx';
import { FormDialog } from './form-dialog.tsx';
import { GuardReasonFields } from './receipt-preview.tsx';
import { TextAreaField } from '#client/admin/field.tsx';
import { sendableCorrection, useCorrectionForm } from './use-correction-form.ts';

const say = givingAdminTexts.correct;

interface CorrectDialogProps {
  /** A pledge, or a received donation without a live document. */
  donation: Donation;
  onClose: () => void;
  onDone: (donation: Donation) => void;
}

/** Corrects a donation that has no document in use, with the reason, which its history keeps. */
export function CorrectDialog({ donation, onClose, onDone }: CorrectDialogProps) {
  const correct = useCorrectDonation();
  const form = useCorrectionForm(donation);
  const [reason, setReason] = useState('');

  function submit() {
    const body = form.body(reason);
    const parsed = correctionSchema.safeParse(body);
    const checks = { reason, reasonRequired: say.reasonRequired, correcting: true };
    if (!form.check(parsed, checks) || !parsed.success) return;
    correct.mutate(
      { id: donation.id, ...sendableCorrection(parsed.data) },
      { onSuccess: onDone, onError: (error) => form.fail(error, say.failed) },
    );
  }

  return (
    <FormDialog
      title={say.title(donation.reference)}
      intro={`${donation.donorName}, ${formatRupees(donation.amount)}. ${say.explain}`}
      submitLabel={say.save}
      cancelLabel={givingAdminTexts.received.close}
      pending={correct.isPending}
      pendingLabel={givingAdminTexts.received.saving}
      error={form.failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <CorrectionFields
        donation={donation}
        value={form.draft}
        onChange={form.setDraft}
        errors={form.errors}
      />
      <TextAreaField
        label={say.reason}
        required
        value={reason}
        error={form.errors.reason}
        onChange={setReason}
      />
      <GuardReasonFields
        guards={form.guards}
        value={form.overrides}
        onChange={form.setOverrides}
        errors={form.errors}
      />
    </FormDialog>
  );
}
