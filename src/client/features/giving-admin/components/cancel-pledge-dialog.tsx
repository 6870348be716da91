import { useState } from 'react';
import { cancelPledgeSchema, type Donation } from '#shared/api/giving';
import { formatRupees } from '#shared/giving/amount-in-words';
import { errorMessage } from '#client/admin/error-message.ts';
import { useCancelPledge } from '../api/cancel-pledge.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { FormDialog } from './form-dialog.tsx';
import { TextAreaField } from '#client/admin/field.tsx';

const say = givingAdminTexts.cancelPledge;

interface CancelPledgeDialogProps {
  donation: Donation;
  onClose: () => void;
  onDone: (donation: Donation) => void;
}

/** Asks why before a pledge that will not be paid is cancelled; it stays listed with the reason. */
export function CancelPledgeDialog({ donation, onClose, onDone }: CancelPledgeDialogProps) {
  const cancel = useCancelPledge();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<{ message: string; field: boolean } | null>(null);

  function submit() {
    const parsed = cancelPledgeSchema.safeParse({ reason });
    if (!parsed.success) {
      // The contract's message speaks of a receipt; this one of the pledge.
      setFailure({ message: say.reasonRequired, field: true });
      return;
    }
    setFailure(null);
    cancel.mutate(
      { id: donation.id, reason: parsed.data.reason },
      {
        onSuccess: onDone,
        onError: (error) => setFailure({ message: errorMessage(error, say.failed), field: false }),
      },
    );
  }

  return (
    <FormDialog
      title={say.title(donation.reference)}
      intro={say.explain(donation.donorName, formatRupees(donation.amount))}
      submitLabel={say.confirm}
      cancelLabel={say.keep}
      pending={cancel.isPending}
      pendingLabel={givingAdminTexts.received.saving}
      error={failure?.message ?? null}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextAreaField
        label={say.reason}
        required
        value={reason}
        error={failure?.field ? failure.message : undefined}
        onChange={setReason}
      />
    </FormDialog>
  );
}
