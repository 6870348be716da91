import { useId, useState } from 'react';
import { cancelReceiptSchema, type Donation } from '#shared/api/giving';
import { errorMessage } from '#client/admin/error-message.ts';
import forms from '#client/admin/forms.module.css';
import { useCancelReceipt } from '../api/cancel-receipt.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { FormDialog } from './form-dialog.tsx';

const say = givingAdminTexts.cancel;

interface CancelReceiptDialogProps {
  receipt: { id: number; number: string };
  onClose: () => void;
  onDone: (donation: Donation) => void;
}

/** Asks why before a receipt is cancelled; the receipt is kept, marked cancelled, never edited. */
export function CancelReceiptDialog({ receipt, onClose, onDone }: CancelReceiptDialogProps) {
  const reasonId = useId();
  const errorId = useId();
  const cancel = useCancelReceipt();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<{ message: string; field: boolean } | null>(null);

  function submit() {
    const parsed = cancelReceiptSchema.safeParse({ reason });
    if (!parsed.success) {
      setFailure({ message: parsed.error.issues[0]?.message ?? say.failed, field: true });
      return;
    }
    setFailure(null);
    cancel.mutate(
      { id: receipt.id, reason: parsed.data.reason },
      {
        onSuccess: onDone,
        onError: (error) => setFailure({ message: errorMessage(error, say.failed), field: false }),
      },
    );
  }

  return (
    <FormDialog
      title={say.title(receipt.number)}
      intro={say.explain}
      submitLabel={say.confirm}
      cancelLabel={say.keep}
      pending={cancel.isPending}
      pendingLabel={givingAdminTexts.received.saving}
      error={failure?.field ? null : (failure?.message ?? null)}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={forms.field}>
        <label htmlFor={reasonId}>{say.reason}</label>
        <textarea
          id={reasonId}
          className={forms.control}
          rows={3}
          value={reason}
          aria-invalid={failure?.field || undefined}
          aria-describedby={failure?.field ? errorId : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {failure?.field && (
          <p id={errorId} role="alert" className={forms.fieldError}>
            {failure.message}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
